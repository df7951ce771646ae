import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { countUtf8, utf8Length } from './paging.js';

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
