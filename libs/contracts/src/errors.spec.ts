import { z } from 'zod';
import { DomainError, ErrorCode, badInput, httpStatusOf, parseInput } from './errors.js';

describe('errors', () => {
  it('maps every code to the status PRODUCT.md section 2 names', () => {
    expect(Object.values(ErrorCode).map((code) => [code, httpStatusOf(code)])).toEqual([
      ['BAD_INPUT', 400],
      ['UNAUTHENTICATED', 401],
      ['FORBIDDEN', 403],
      ['NOT_FOUND', 404],
      ['CONFLICT', 409],
      ['GONE', 410],
      ['PAYLOAD_TOO_LARGE', 413],
      ['UNSUPPORTED_MEDIA_TYPE', 415],
      ['TOO_MANY_REQUESTS', 429],
      ['UNAVAILABLE', 503],
      ['INTERNAL', 500],
    ]);
  });

  it('turns a zod failure into a readable 400 with every field', () => {
    const schema = z.object({ a: z.string().min(2, 'A is short'), b: z.number() });
    const error = badInput(schema.safeParse({ a: 'x', b: 'y' }).error as z.ZodError);
    expect(error.code).toBe(ErrorCode.BadInput);
    expect(error.message).toBe('a: A is short');
    expect(error.details.errors?.map((e) => e.path)).toEqual(['a', 'b']);
  });

  it('parses input or throws a DomainError', () => {
    expect(parseInput(z.object({ n: z.number() }), { n: 1 })).toEqual({ n: 1 });
    expect(() => parseInput(z.object({ n: z.number() }), {})).toThrow(DomainError);
  });

  // PostgreSQL refuses NUL in text and unpaired surrogates in jsonb: such input was a 500 (found by fuzzing).
  it.each([
    ['a NUL', { title: 'a\u0000b' }, 'title'],
    ['a lone high surrogate', { title: 'x\uD800' }, 'title'],
    ['a lone low surrogate', { title: '\uDC00x' }, 'title'],
    ['a NUL deep inside', { items: [{ title: 'ok' }, { title: '\u0000' }] }, 'items.1.title'],
  ])('refuses text with %s as bad input', (_name, data, path) => {
    const schema = z.object({
      title: z.string().optional(),
      items: z.array(z.object({ title: z.string() })).optional(),
    });
    try {
      parseInput(schema, data);
      throw new Error('parsed');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe(ErrorCode.BadInput);
      expect((error as DomainError).details.errors).toEqual([
        { path, message: 'Text cannot contain NUL characters or unpaired surrogates' },
      ]);
    }
  });

  it('keeps text with paired surrogates (emoji) and other control characters', () => {
    expect(parseInput(z.object({ t: z.string() }), { t: '😀\t\r\n\u0001' })).toEqual({ t: '😀\t\r\n\u0001' });
  });
});
