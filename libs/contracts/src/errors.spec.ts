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
});
