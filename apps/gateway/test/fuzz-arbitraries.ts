import fc from 'fast-check';

/** The parts of a JSON Schema (as zod's toJSONSchema writes them into the OpenAPI document) read here. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  /** The most bytes the text may take as JSON, quotes left out (libs/contracts text.ts). */
  'x-max-json-bytes'?: number;
};

/**
 * A piece of JSON text sent as is: what JSON.stringify cannot write (1e309, -0, integers past
 * 2^53, nesting 1000 deep).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

let rawCounter = 0;

/** JSON.stringify that writes RawJson pieces verbatim. */
export function toJsonText(value: unknown): string {
  const raws = new Map<string, string>();
  const tag = `__raw_${(rawCounter += 1)}_`;
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      const marker = `${tag}${raws.size}__`;
      raws.set(`"${marker}"`, item.text);
      return marker;
    }
    return item;
  });
  if (text === undefined) return 'null';
  if (raws.size === 0) return text;
  return text.replace(new RegExp(`"${tag}\\d+__"`, 'g'), (marker) => raws.get(marker) ?? marker);
}

/** An object with an own property of any name, `__proto__` included. */
function withOwn(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

const deep = (depth: number, open: string, close: string, inner = '1') =>
  new RawJson(`${open.repeat(depth)}${inner}${close.repeat(depth)}`);

/** Strings that have broken parsers, databases and renderers before. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '{{7*7}}${7*7}',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\uFEFF\u200B\u202E',
  '𝕳𝖊𝖑𝖑𝖔 🏳️‍🌈 👩‍👩‍👧',
  'Ω≈ç√∫˜µ≤≥÷',
  '\r\n\t',
  '=cmd|"/c calc"!A1',
  '@SUM(1+1)',
  '../../../../etc/passwd',
  '..%2f..%2f',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '0000-00-00T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '00000000-0000-0000-0000-000000000000',
];

/** Numbers and number-like values, as JSON numbers (raw when JSON.stringify cannot write them) or strings. */
export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    new RawJson('1e309'),
    new RawJson('-1e309'),
    new RawJson('-0'),
    new RawJson('18446744073709551616'),
    new RawJson('123456789012345678901234567890'),
    new RawJson('1e-400'),
    new RawJson('0.0000000000000000000000000001'),
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_VALUE,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    2 ** 31,
    -(2 ** 31) - 1,
    'NaN',
    'Infinity',
    '1e309',
    '-0',
    '0x10',
    '1_000',
    ' 1 ',
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n) => new RawJson(n.toString())),
);

const unicodeString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);

/** A long string: ~100 kB, or just past a field limit when one is given. */
export const hugeString = (limit?: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom('a', 'é', '😀', '\u0000', "'", '<'), fc.integer({ min: 90_000, max: 110_000 }))
      .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length))),
    ...(limit !== undefined
      ? [fc.constantFrom('x', '€', '😀').map((unit) => unit.repeat(limit + 1)), fc.constant('y'.repeat(limit * 2 + 5))]
      : []),
  );

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 5 },
  { arbitrary: unicodeString, weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...NASTY_STRINGS), unicodeString, fc.constantFrom(...NASTY_STRINGS))
      .map((parts) => parts.join('')),
    weight: 2,
  },
  { arbitrary: hugeString(), weight: 1 },
);

/** Any value of any wrong type, including nesting 1000 deep. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: nastyNumber, weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  {
    arbitrary: fc.constantFrom(deep(1000, '[', ']'), deep(1000, '{"a":', '}'), deep(200, '[{"__proto__":', '}]')),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom<unknown>(
      withOwn({}, '__proto__', { admin: true, role: 'ADMIN' }),
      withOwn({}, 'constructor', { prototype: { admin: true } }),
    ),
    weight: 1,
  },
);

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '$where', ''];

function alternatives(schema: JsonSchema): JsonSchema[] | undefined {
  return schema.anyOf ?? schema.oneOf;
}

/**
 * Units that take the most room: 3 bytes (€), 2 code units (😀), a JSON escape each (", \\,
 * newline) or six bytes as JSON (U+0001). A text filled with them to its limit is the largest
 * record a field allows (issue 14: such records once broke every list that carried them).
 */
export const WIDE_UNITS = ['€', '😀', '"', '\\', '\n', '\u0001', 'é'] as const;

/** Bytes of a text as JSON, quotes left out. */
const jsonBytesOf = (text: string): number => Buffer.byteLength(JSON.stringify(text)) - 2;

/**
 * A text of one wide unit, the first character kept plain, as long as `length` code units and
 * `maxBytes` bytes as JSON allow, padded to `length` where bytes are left: the largest text a
 * field takes, in each of the ways of being large.
 */
export const fullWidth = (length: number, maxBytes = Infinity): fc.Arbitrary<string> =>
  fc.constantFrom(...WIDE_UNITS).map((unit) => {
    if (length === 0) return '';
    const byBytes = Math.floor((maxBytes - 1) / jsonBytesOf(unit));
    const body = unit.repeat(Math.max(0, Math.min(Math.floor((length - 1) / unit.length), byBytes)));
    const room = Math.min(length - 1 - body.length, maxBytes - 1 - jsonBytesOf(body));
    return `x${body}${'y'.repeat(Math.max(0, room))}`;
  });

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const plain = plainStringFor(schema);
  // Free text (no format or pattern) is sometimes filled to its limit with wide units.
  if (schema.format || schema.pattern || schema.maxLength === undefined) return plain;
  const full = fullWidth(Math.max(schema.minLength ?? 0, schema.maxLength), schema['x-max-json-bytes']).filter(
    (text) => text.trim().length >= (schema.minLength ?? 0),
  );
  return fc.oneof({ arbitrary: plain, weight: 3 }, { arbitrary: full, weight: 1 });
}

function plainStringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 300, 300));
  switch (schema.format ?? '') {
    case 'email':
      if (!schema.pattern) return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 320));
      break;
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl().filter((url) => url.length <= (schema.maxLength ?? 2000));
    default:
      break;
  }
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((value) => value.length >= min && value.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot invert: plain strings within the limits.
    }
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  if (integer) {
    return fc.integer({ min: min ?? -1_000_000, max: max ?? 1_000_000 });
  }
  return fc.oneof(
    { arbitrary: fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true }), weight: 3 },
    // Every magnitude the schema allows, 5e-324 to 1.8e308: arithmetic on them (a progress, a
    // sum) may leave a double's range where SQL refuses it (found by the fuzz in CI).
    {
      arbitrary: fc.double({
        min: min ?? -Number.MAX_VALUE,
        max: max ?? Number.MAX_VALUE,
        noNaN: true,
        noDefaultInfinity: true,
      }),
      weight: 2,
    },
  );
}

function acceptsString(schema: JsonSchema): boolean {
  const options = alternatives(schema);
  if (options) return options.some(acceptsString);
  return schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
}

/**
 * Text of the right type and length with nasty content: SQL, HTML, NUL, lone surrogates,
 * bidi controls, emoji. What passes the schema and must still not break what stores or shows it.
 */
export function nastyTextFor(schema: JsonSchema): fc.Arbitrary<string> {
  const plain = alternatives(schema)?.find((option) => option.type === 'string') ?? schema;
  const min = plain.minLength ?? 0;
  const max = plain.maxLength ?? 100_000;
  return nastyString.map((text) => {
    const padded = text.length < min ? text + 'x'.repeat(min - text.length) : text;
    return padded.slice(0, max);
  });
}

/** Values that the schema accepts (as far as JSON Schema can say: zod refinements may still refuse some). */
export function validFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const options = alternatives(schema);
  if (options) return fc.oneof(...options.map((option) => validFor(option, depth)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => validFor({ ...schema, type }, depth)));
  }
  switch (schema.type ?? '') {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validFor(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, depth > 0 ? 2 : 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) model[name] = validFor(property, depth + 1);
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of the wrong kind for the schema, or one past its limits. */
export function brokenFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options = alternatives(schema);
  const types = options ? options.map((option) => option.type) : [schema.type];
  const limit = schema.maxLength;
  const specific: fc.Arbitrary<unknown>[] = [];
  if (types.includes('string')) {
    specific.push(hugeString(limit), nastyNumber, fc.constantFrom<unknown>(['a'], { a: 'b' }, true));
    if (schema.minLength) specific.push(fc.constant('x'.repeat(schema.minLength - 1)));
    if (schema.enum) specific.push(fc.constantFrom('admin', 'Admin', 'ADMIN ', 'OWNER', 'null', ''));
  }
  if (types.includes('number') || types.includes('integer')) {
    specific.push(nastyNumber, fc.constantFrom<unknown>('12', '', [1], { value: 1 }, true, null));
    if (schema.maximum !== undefined) specific.push(fc.constant(schema.maximum + 1));
    if (schema.minimum !== undefined) specific.push(fc.constant(schema.minimum - 1));
  }
  if (types.includes('array')) {
    specific.push(
      fc.constant(Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => 'x')),
      fc.array(nastyValue, { maxLength: 4 }),
      fc.constant('a,b'),
    );
  }
  if (types.includes('object')) specific.push(fc.array(nastyValue, { maxLength: 3 }), nastyString);
  if (types.includes('boolean')) specific.push(fc.constantFrom<unknown>('true', 1, 0, 'yes', null, []));
  return specific.length > 0 ? fc.oneof({ arbitrary: fc.oneof(...specific), weight: 3 }, nastyValue) : nastyValue;
}

/**
 * Bodies around an object schema: valid with one field broken, a required field missing, extra
 * (prototype-polluting) fields, the wrong type at the top, and nesting 1000 deep.
 */
export function mutatedBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) {
    return fc.oneof(fc.constant(undefined), nastyValue, fc.dictionary(fc.constantFrom(...PROTO_KEYS), nastyValue));
  }
  const properties = Object.entries(schema.properties ?? {});
  const valid = validFor(schema) as fc.Arbitrary<Record<string, unknown>>;
  const mutations: fc.Arbitrary<unknown>[] = [
    // The wrong type at the top, or nothing usable at all.
    nastyValue,
    fc.array(valid, { minLength: 1, maxLength: 2 }),
    // Extra fields, with keys that have polluted prototypes elsewhere.
    fc
      .tuple(valid, fc.constantFrom(...PROTO_KEYS, 'role', 'id', 'isAdmin', 'status'), nastyValue)
      .map(([body, key, value]) => withOwn({ ...body }, key, value)),
  ];
  const textFields = properties.filter(([, property]) => acceptsString(property));
  if (textFields.length > 0) {
    mutations.push(
      // One text field with nasty content, of the right type and length (weighted up: it passes validation).
      ...Array.from({ length: 3 }, () =>
        fc
          .tuple(valid, fc.constantFrom(...textFields))
          .chain(([body, [name, property]]) =>
            nastyTextFor(property).map((value) => withOwn({ ...body }, name, value)),
          ),
      ),
    );
  }
  if (properties.length > 0) {
    mutations.push(
      // One field broken.
      fc
        .tuple(valid, fc.constantFrom(...properties))
        .chain(([body, [name, property]]) => brokenFor(property).map((value) => withOwn({ ...body }, name, value))),
      // Every field a nasty value.
      fc.record(Object.fromEntries(properties.map(([name]) => [name, nastyValue]))),
    );
  }
  if ((schema.required ?? []).length > 0) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...(schema.required ?? []))).map(([body, name]) => {
        const copy = { ...body };
        delete copy[name];
        return copy;
      }),
    );
  }
  return fc.oneof(...mutations);
}

/** encodeURIComponent that does not throw on lone surrogates (they become U+FFFD, as a browser sends them). */
export function encodeText(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

/** A query string around the route's query parameters: repeated keys, arrays, bad encodings. */
export function queryString(parameters: readonly { name: string; schema: JsonSchema }[]): fc.Arbitrary<string> {
  const names = [...parameters.map((p) => p.name), 'q', 'limit', '__proto__', 'constructor[prototype][x]', 'a[]'];
  const schemaOf = (name: string) => parameters.find((p) => p.name === name)?.schema;
  const rawValue = fc.oneof(
    fc.constantFrom('%ZZ', '%', '%00', '%C0%AF', '%E2%80%AE', '%uD800', '%ED%A0%80', '..%2f..%2f', '%25%32%66'),
    fc.constantFrom('', '-1', '0', '1e309', 'NaN', '9007199254740993', '1.5', 'true', '[]'),
    nastyString.map((value) => encodeText(value.slice(0, 2000))),
  );
  const pair = fc.constantFrom(...names).chain((name) => {
    const schema = schemaOf(name);
    const value = schema
      ? fc.oneof(
          validFor(schema).map((v) => encodeText(String(v))),
          ...(acceptsString(schema)
            ? [nastyTextFor(schema).map((v) => encodeText(v).replace(/%EF%BF%BD/g, '%ED%A0%80'))]
            : []),
          brokenFor(schema).map((v) => encodeText((typeof v === 'string' ? v : toJsonText(v)).slice(0, 2000))),
          rawValue,
        )
      : rawValue;
    return fc.tuple(
      fc.oneof(
        { arbitrary: fc.constant(name), weight: 6 },
        fc.constantFrom(`${name}[]`, `${name}[0]`, `${name}[a]`, `${name}.x`),
      ),
      value,
      fc.constantFrom('=', '=', '='),
    );
  });
  return (
    fc
      .array(pair, { minLength: 0, maxLength: 6 })
      .chain((pairs) =>
        fc.oneof(
          fc.constant(pairs.map(([key, value, eq]) => `${key}${eq}${value}`).join('&')),
          // Repeated keys: the same pair twice.
          fc.constant([...pairs, ...pairs].map(([key, value]) => `${key}=${value}`).join('&')),
          fc.constant(`${pairs.map(([key]) => key).join('&')}&&&=&==`),
        ),
      )
      // Node refuses request heads over 16 kB before any of our code runs (431, no body).
      .map((query) => (query.length > 8_000 ? query.slice(0, 8_000) : query))
  );
}

/** Path parameter values that are not ids (escaped for the URL as a browser or attacker would send them). */
export const badPathParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..%2f..%2fetc%2fpasswd',
    '..%2F',
    '%2e%2e',
    '%00',
    '%ZZ',
    '0',
    '-1',
    'null',
    'undefined',
    '%27%20OR%201%3D1%20--',
    '%3Cscript%3E',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
    'AAAAAAAAAAAAAAAAAAAAAAAA',
    'AAAAAAAAAAAAAAAAAAAAAAAA%00',
    '__proto__',
    'constructor',
  ),
  fc.uuid().map((id) => `${id}x`),
  fc.uuid(),
  fc.base64String({ minLength: 24, maxLength: 64 }).map((s) => encodeURIComponent(s)),
  fc.integer({ min: 100, max: 8000 }).map((length) => 'a'.repeat(length)),
  nastyString.map((value) => encodeText(value.slice(0, 1000))),
);
