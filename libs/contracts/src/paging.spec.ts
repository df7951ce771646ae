import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { countUtf8, jsonBytes, jsonBytesBound, utf8Length } from './paging.js';

describe('utf8Length', () => {
  it("counts what Node encodes, in Node and in the browser's loop alike", () => {
    const samples = ['', 'a', 'é', '€', '😀', '\ud800', '\udc00x', 'a\ud83dz', '\u0000\u007f\u0080\u07ff\u0800\uffff'];
    for (const text of samples) {
      expect({ text, node: utf8Length(text), loop: countUtf8(text) }).toEqual({
        text,
        node: Buffer.byteLength(text),
        loop: Buffer.byteLength(text),
      });
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(countUtf8(text)).toBe(Buffer.byteLength(text));
        expect(utf8Length(text)).toBe(Buffer.byteLength(text));
      }),
    );
  });
});

describe('jsonBytesBound', () => {
  it('is never below the exact size of any JSON value, and stops past its limit', () => {
    const samples: unknown[] = [
      '\u0000"\\',
      '😀é',
      { a: [1, -1.2345678901234567e308, true, null], 'k\u0001': { '': 'x' } },
      [[], {}, ''],
      { skipped: undefined, kept: 'y' },
    ];
    for (const value of samples) expect(jsonBytesBound(value, Infinity)).toBeGreaterThanOrEqual(jsonBytes(value));
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonBytesBound(value, Infinity)).toBeGreaterThanOrEqual(jsonBytes(value));
      }),
    );
    expect(jsonBytesBound('x'.repeat(1000), 10)).toBeGreaterThan(10);
  });

  it('leaves what it cannot foresee (toJSON, bigint) to the exact count', () => {
    expect(jsonBytesBound({ at: new Date() }, 1e9)).toBe(Number.POSITIVE_INFINITY);
    expect(jsonBytesBound([1n], 1e9)).toBe(Number.POSITIVE_INFINITY);
  });
});
