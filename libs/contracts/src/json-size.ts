/**
 * Sizes of text and values as they travel (UTF-8, JSON), with no import of their own: the
 * byte limits of fields (text.ts) and of pages (paging.ts) both read them.
 */

type NativeByteLength = (text: string, encoding: 'utf8') => number;

/**
 * Node's native count where the module runs in Node (the services measure every page they
 * answer: the loop below was 4% of the audit service's time, issue 19); the loop in a browser.
 */
const nativeByteLength: NativeByteLength | undefined = (() => {
  const buffer = (globalThis as { Buffer?: { byteLength: NativeByteLength } }).Buffer;
  return buffer ? (text, encoding) => buffer.byteLength(text, encoding) : undefined;
})();

/**
 * Length of a string in UTF-8, counted without encoding it; a lone surrogate counts 3 bytes
 * (the replacement character it is encoded as), as Node counts it.
 */
export function utf8Length(text: string): number {
  return nativeByteLength ? nativeByteLength(text, 'utf8') : countUtf8(text);
}

/** The count in plain JavaScript (a browser has no Buffer). */
export function countUtf8(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** Size of a value as JSON in UTF-8, the way it travels over NATS and HTTP. */
export function jsonBytes(value: unknown): number {
  return utf8Length(JSON.stringify(value) ?? 'null');
}

/** The most bytes one UTF-16 unit of a string takes in JSON: a control character is `\u00XX`. */
const JSON_BYTES_PER_UNIT_MAX = 6;
/** The longest number JSON.stringify writes (`-1.2345678901234567e+308`). */
const JSON_NUMBER_BYTES_MAX = 24;

/**
 * A bound on `jsonBytes(value)` found by a walk that allocates nothing (no string is built):
 * never less than the exact size, and it stops counting once past `limit`. A page far below
 * its budget (most of them) is settled by it without being serialized (issue 19: measuring
 * each item was 9% of a service's time on the review list). Anything whose JSON the walk
 * cannot foresee (a `toJSON`, a bigint) counts as past the limit, so the caller measures.
 */
export function jsonBytesBound(value: unknown, limit: number): number {
  let bytes = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && bytes <= limit) {
    const next = stack.pop();
    if (typeof next === 'string') bytes += next.length * JSON_BYTES_PER_UNIT_MAX + 2;
    else if (typeof next === 'number') bytes += JSON_NUMBER_BYTES_MAX;
    else if (typeof next === 'boolean' || next === null || next === undefined) bytes += 5;
    else if (Array.isArray(next)) {
      bytes += 2 + next.length;
      for (const item of next) stack.push(item);
    } else if (typeof next === 'object' && typeof (next as { toJSON?: unknown }).toJSON !== 'function') {
      bytes += 2;
      for (const key in next) {
        if (!Object.hasOwn(next, key)) continue;
        bytes += key.length * JSON_BYTES_PER_UNIT_MAX + 4;
        stack.push((next as Record<string, unknown>)[key]);
      }
    } else return Number.POSITIVE_INFINITY;
  }
  return bytes;
}
