import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { contractViolation } from './contract';
import type { Operation, Parameter, Schema } from './contract';
import {
  deepArray,
  deepObject,
  HUGE_LENGTH,
  LONG_PARAM_LENGTH,
  MALFORMED_JSON,
  NON_OBJECT_JSON,
  NUMBER_CORPUS,
  NUMBER_PARAM_CORPUS,
  RAW_PARAM_CORPUS,
  STRING_CORPUS,
} from './corpus';
import {
  MULTIPART_TYPE,
  multipartBody,
  percentEncode,
  RawJson,
  show,
  showText,
  toJsonText,
} from './encoding';
import type { MultipartPart } from './encoding';

export interface FuzzBody {
  /** Absent: no Content-Type header at all. */
  contentType?: string;
  data: string | Buffer;
  headers?: Record<string, string>;
}

/** One malformed request for one operation. */
export interface FuzzCase {
  /** The mutation kind: failures are deduplicated by operation and kind. */
  kind: string;
  /** The field or parameter it changes (`body` for the whole body). */
  target: string;
  /** A short description of the input, for failure messages. */
  input: string;
  /** Path and query, already percent-encoded (deliberately broken where the case says so). */
  url: string;
  body?: FuzzBody;
  /** Why the contract forbids this input; undefined when the contract allows it (2xx is fine). */
  violation?: string;
  /**
   * Certainly malformed: built to break the contract (wrong type, missing or unknown field,
   * broken JSON or upload, a value out of range) and breaking it; storing anything for it is a
   * failure even when it is answered 2xx. Hostile values the contract allows (corpus text in a
   * free-text field) are not certain.
   */
  certain: boolean;
}

/**
 * Kinds the server may fairly read differently from the contract's letter: blank or null optional
 * text is taken as absent (trimmed first), map keys are checked by business rules, and
 * parameters are text the route converts. The other kinds are `certain` when they break the
 * contract; hostile text and numbers that the contract allows never are.
 */
const MAYBE_VALID =
  /^(string:empty|string:whitespace-only|wrong-type:null-for-optional|object-key|param|param-number|param-raw|fast-check:param)(:|$)/;
/** Parameter kinds that are structurally wrong whatever the value. */
const STRUCTURAL_PARAM = /^param:(duplicate|brackets|nested-brackets|missing|unknown-)/;

/** Schema-valid inputs the mutations start from. */
export interface OperationInputs {
  /** Path and query parameter values (unencoded); query parameters left out are not sent. */
  params?: Record<string, string>;
  /** A body the contract accepts (default: derived from the schema). */
  body?: Record<string, unknown>;
  /** Makes each case's body unique (names, e-mails), so a valid case is not merely a 409. */
  unique?: (body: Record<string, unknown>, n: number) => Record<string, unknown>;
}

export interface CaseOptions {
  seed: number;
  numRuns: number;
  /** A small valid PNG, for broken variants of it (never sent whole). */
  png: Buffer;
}

type Path = ReadonlyArray<string | number>;
type Json = unknown;

const EXAMPLE_BY_PATTERN: Record<string, string> = {
  '^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,6}$': 'fuzz@example.com',
  '^[0-9a-f]{32}$': 'f'.repeat(32),
  '^\\+?\\d+$': '+491701234567',
  '^[A-Za-z0-9_-]+$': 'fuzz',
};

/** A value the schema accepts, derived from it (examples, formats, bounds). */
export function exampleOf(schema: Schema, seed = 1): Json {
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.example !== undefined && contractViolation(schema, schema.example) === undefined) {
    return schema.example;
  }
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'date') return '2030-06-15';
      if (schema.format === 'date-time') return '2030-06-15T10:00:00.000Z';
      if (schema.format === 'uuid') return '3f1c6b8e-3a53-4c55-9a3f-0c1d2f3a4b5c';
      if (schema.pattern) {
        const known = EXAMPLE_BY_PATTERN[schema.pattern];
        if (known !== undefined && contractViolation(schema, known) === undefined) return known;
        const sampled = fc
          .sample(fc.stringMatching(new RegExp(schema.pattern)), { seed, numRuns: 200 })
          .find((value) => contractViolation(schema, value) === undefined);
        if (sampled !== undefined) return sampled;
      }
      let word = 'Fuzz';
      while (word.length < (schema.minLength ?? 0)) word += 'z';
      return word.slice(0, schema.maxLength ?? word.length);
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? 1;
      const high = schema.maximum ?? Math.max(low, 1);
      return Math.min(Math.max(1, low), high);
    }
    case 'boolean':
      return true;
    case 'array': {
      const item = exampleOf(schema.items ?? {}, seed);
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => item);
    }
    case 'object': {
      const body: Record<string, Json> = {};
      for (const name of schema.required ?? []) {
        body[name] = exampleOf(schema.properties?.[name] ?? {}, seed);
      }
      return body;
    }
    default:
      return 'fuzz';
  }
}

/** A place in a body the mutations change: a property, an array's first item, a map's entry. */
interface Slot {
  path: Path;
  label: string;
  schema: Schema;
  /** Absent is not allowed (a required property, an array item, a map entry). */
  required: boolean;
}

function slotsOf(schema: Schema, value: Json, path: Path = []): Slot[] {
  const slots: Slot[] = [];
  const record = (value ?? {}) as Record<string, Json>;
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const childPath = [...path, name];
    const required = (schema.required ?? []).includes(name);
    slots.push({ path: childPath, label: childPath.join('.'), schema: child, required });
    slots.push(
      ...slotsOf(child, record[name], childPath).filter((s) => s.path.length > childPath.length),
    );
  }
  if (schema.type === 'array' && Array.isArray(value) && value.length > 0 && schema.items) {
    const childPath = [...path, 0];
    slots.push({
      path: childPath,
      label: childPath.join('.'),
      schema: schema.items,
      required: true,
    });
  }
  if (typeof schema.additionalProperties === 'object' && value && typeof value === 'object') {
    const first = Object.keys(value)[0];
    if (first !== undefined) {
      const childPath = [...path, first];
      slots.push({
        path: childPath,
        label: childPath.join('.'),
        schema: schema.additionalProperties,
        required: true,
      });
    }
  }
  return slots;
}

const clone = <T>(value: T): T => structuredClone(value);

/** Sets (or with `remove`, deletes) the value at `path` in a copy of `body`. */
function withValue(body: Json, path: Path, value: Json, remove = false): Json {
  const copy = clone(body);
  let node = copy as Record<string | number, Json>;
  for (const [index, key] of path.slice(0, -1).entries()) {
    // An earlier mutation may have replaced or removed a parent: make room again.
    if (typeof node[key] !== 'object' || node[key] === null) {
      if (remove) return copy;
      node[key] = typeof path[index + 1] === 'number' ? [] : {};
    }
    node = node[key] as Record<string | number, Json>;
  }
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  // defineProperty: a key `__proto__` becomes an own property, as JSON.parse makes it.
  else
    Object.defineProperty(node, last, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}

const jsonTypeName = (value: Json): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number' && !Number.isInteger(value)
        ? 'fraction'
        : typeof value;

const WRONG_TYPE_CANDIDATES: readonly Json[] = [123, 1.5, true, 'fuzz', [], {}, null];

/** Values of another JSON type than the schema allows (each one the contract forbids). */
function wrongTypeArb(schema: Schema, required: boolean): fc.Arbitrary<Json> {
  return fc
    .oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
      fc.constant(null),
    )
    .filter(
      (value) => contractViolation(schema, value) !== undefined && (required || value !== null),
    );
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function paramViolation(parameter: Parameter, value: string | undefined): string | undefined {
  if (value === undefined) return parameter.required ? `${parameter.name}: missing` : undefined;
  const schema = parameter.schema;
  if (schema.type === 'integer' || schema.type === 'number') {
    if (!/^-?\d+(\.\d+)?$/.test(value)) return `${parameter.name}: not a number`;
    return contractViolation(schema, Number(value), parameter.name);
  }
  if (schema.type === 'boolean') {
    return value === 'true' || value === 'false' ? undefined : `${parameter.name}: not a boolean`;
  }
  return contractViolation({ type: 'string', ...schema }, value, parameter.name);
}

const decode = (raw: string): string | undefined => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
};

/** Every malformed request for `operation`, starting from `inputs`. */
export function casesFor(
  operation: Operation,
  inputs: OperationInputs,
  options: CaseOptions,
): FuzzCase[] {
  const seed = (options.seed ^ hash(operation.key)) >>> 0;
  // Path and required query parameters get a schema-derived value unless the caller gives one.
  const params: Record<string, string> = {
    ...Object.fromEntries(
      operation.parameters
        .filter((p) => p.in === 'path' || p.required)
        .map((p) => [p.name, String(exampleOf(p.schema, seed))]),
    ),
    ...inputs.params,
  };
  const schema = operation.jsonBody;
  let counter = 0;
  const baseBody = (): Record<string, Json> => {
    const body = clone(
      inputs.body ?? (schema ? (exampleOf(schema, seed) as Record<string, Json>) : {}),
    );
    counter += 1;
    return inputs.unique ? inputs.unique(body, counter) : body;
  };

  const pathValues = (overrides: Record<string, string> = {}): Record<string, string> =>
    Object.fromEntries(
      operation.parameters
        .filter((p) => p.in === 'path')
        .map((p) => [p.name, overrides[p.name] ?? percentEncode(params[p.name] ?? 'fuzz')]),
    );
  const baseQuery = (): Array<[string, string]> =>
    operation.parameters
      .filter((p) => p.in === 'query' && params[p.name] !== undefined)
      .map((p) => [percentEncode(p.name), percentEncode(params[p.name]!)]);
  const url = (path: Record<string, string>, query: ReadonlyArray<[string, string]>): string => {
    const filled = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => path[name] ?? '');
    return query.length > 0 ? `${filled}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : filled;
  };
  const baseUrl = url(pathValues(), baseQuery());

  const cases: Array<Omit<FuzzCase, 'certain'>> = [];
  const jsonBodyFor = (text: string): FuzzBody => ({ contentType: 'application/json', data: text });
  const validBody = (): FuzzBody | undefined =>
    schema ? jsonBodyFor(toJsonText(baseBody())) : undefined;

  // ---- JSON bodies ----------------------------------------------------------------------------
  if (schema) {
    const bodySchema = schema;
    const addJson = (
      kind: string,
      target: string,
      input: string,
      text: string,
      violation?: string,
    ) => {
      let parsed: Json;
      let computed: string | undefined;
      try {
        parsed = JSON.parse(text);
        computed = contractViolation(bodySchema, parsed);
      } catch {
        computed = 'not JSON';
      }
      cases.push({
        kind,
        target,
        input,
        url: baseUrl,
        body: jsonBodyFor(text),
        violation: violation ?? computed,
      });
    };
    const addValue = (kind: string, slot: Slot | undefined, value: Json, remove = false) => {
      const body = slot ? withValue(baseBody(), slot.path, value, remove) : value;
      const target = slot?.label ?? 'body';
      addJson(
        kind,
        target,
        remove ? `without ${target}` : `${target} = ${show(value)}`,
        toJsonText(body),
      );
    };

    for (const { kind, text } of MALFORMED_JSON) {
      addJson(`malformed-json:${kind}`, 'body', showText(text), text, 'not JSON');
    }
    for (const { kind, text } of NON_OBJECT_JSON) {
      addJson(`non-object-json:${kind}`, 'body', showText(text), text, 'not an object');
    }
    addJson('deep-nesting:body-array', 'body', `[ ×${1500}`, deepArray(), 'nested 1500 deep');
    addJson('deep-nesting:body-object', 'body', `{"a": ×${1500}`, deepObject(), 'nested 1500 deep');

    const valid = baseBody();
    const validText = toJsonText(valid);
    const form = new URLSearchParams(
      Object.entries(valid).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ).toString();
    const contentTypes: Array<{ kind: string; body: FuzzBody }> = [
      { kind: 'text/plain', body: { contentType: 'text/plain', data: validText } },
      {
        kind: 'form-urlencoded',
        body: { contentType: 'application/x-www-form-urlencoded', data: form },
      },
      {
        kind: 'multipart',
        body: {
          contentType: MULTIPART_TYPE,
          data: multipartBody(
            Object.entries(valid).map(([name, v]) => ({
              name,
              data: typeof v === 'string' ? v : JSON.stringify(v),
            })),
          ),
        },
      },
      { kind: 'none', body: { data: validText } },
      { kind: 'application/xml', body: { contentType: 'application/xml', data: '<a>1</a>' } },
      {
        kind: 'json-utf-16-charset',
        body: { contentType: 'application/json; charset=utf-16', data: validText },
      },
      {
        kind: 'json-gzip-garbage',
        body: {
          contentType: 'application/json',
          data: Buffer.from('not gzip at all'),
          headers: { 'Content-Encoding': 'gzip' },
        },
      },
      {
        kind: 'json-unknown-encoding',
        body: {
          contentType: 'application/json',
          data: validText,
          headers: { 'Content-Encoding': 'br2' },
        },
      },
    ];
    for (const { kind, body } of contentTypes) {
      cases.push({
        kind: `content-type:${kind}`,
        target: 'body',
        input: `${body.contentType ?? 'no Content-Type'}${body.headers ? ` ${JSON.stringify(body.headers)}` : ''}`,
        url: baseUrl,
        body,
        violation: 'not an application/json body',
      });
    }

    // Prototype keys, as JSON.parse reads them: own properties named __proto__ and so on.
    const protoBodies: Array<[string, string]> = [
      [
        '__proto__',
        `{"__proto__":{"fuzzPolluted":true,"isAdmin":true},${toJsonText(baseBody()).slice(1)}`,
      ],
      [
        'constructor',
        `{"constructor":{"prototype":{"fuzzPolluted":true}},${toJsonText(baseBody()).slice(1)}`,
      ],
      ['prototype', `{"prototype":{"fuzzPolluted":true},${toJsonText(baseBody()).slice(1)}`],
      ['__proto__-only', `{"__proto__":${toJsonText(baseBody())}}`],
    ];
    for (const [kind, text] of protoBodies)
      addJson(`prototype-key:${kind}`, 'body', showText(text, 70), text);

    const field = (name: string, label = name): Slot => ({
      path: [name],
      label,
      schema: {},
      required: false,
    });
    addValue('extra-field:unknown', field('fuzzExtra'), 'x');
    addValue('extra-field:empty-name', field('', '""'), 1);
    addValue('empty-object', undefined, {});

    const slots = slotsOf(bodySchema, valid);
    for (const name of bodySchema.required ?? []) {
      addValue('missing-required', field(name), undefined, true);
    }
    // Deep nesting and prototype keys as a field value: once per kind of field (the transformer
    // treats fields of one type alike), which keeps the run short.
    const nestedDone = new Set<string>();
    for (const slot of slots) {
      const fieldKind = `${slot.schema.type ?? 'any'}${slot.schema.enum ? ' enum' : ''}`;
      if (nestedDone.has(fieldKind)) continue;
      nestedDone.add(fieldKind);
      addJson(
        'prototype-key:in-field',
        slot.label,
        `${slot.label} = {"__proto__":{…}}`,
        toJsonText(
          withValue(baseBody(), slot.path, JSON.parse('{"__proto__":{"fuzzPolluted":true}}')),
        ),
      );
      addJson(
        'deep-nesting:field',
        slot.label,
        `${slot.label} = [ ×1500`,
        toJsonText(withValue(baseBody(), slot.path, new RawJson(deepArray()))),
      );
    }
    for (const slot of slots) {
      const seenTypes = new Set<string>();
      for (const value of WRONG_TYPE_CANDIDATES) {
        if (contractViolation(slot.schema, value) === undefined) continue;
        const type = jsonTypeName(value);
        if (type === 'fraction' && slot.schema.type !== 'integer') continue;
        if (seenTypes.has(type)) continue;
        seenTypes.add(type);
        // Null for an optional field: the server may read it as absent (class-validator's
        // IsOptional does), a contract mismatch worth listing but not malformed input.
        addValue(
          type === 'null' && !slot.required ? 'wrong-type:null-for-optional' : `wrong-type:${type}`,
          slot,
          value,
        );
      }
      const validHere = (() => {
        let node: Json = valid;
        for (const key of slot.path)
          node = (node as Record<string | number, Json> | undefined)?.[key];
        return node;
      })();
      const types = [slot.schema.type];
      if (slot.schema.type === 'string' || (slot.schema.type === undefined && slot.schema.enum)) {
        const example =
          typeof validHere === 'string' ? validHere : String(exampleOf(slot.schema, seed));
        for (const entry of STRING_CORPUS)
          addValue(`string:${entry.kind}`, slot, entry.value(example));
      }
      if (types.includes('integer') || types.includes('number')) {
        for (const entry of NUMBER_CORPUS) {
          addJson(
            `number:${entry.kind}`,
            slot.label,
            `${slot.label} = ${entry.json}`,
            toJsonText(withValue(baseBody(), slot.path, new RawJson(entry.json))),
          );
        }
      }
      if (slot.schema.type === 'array') {
        const item = Array.isArray(validHere) && validHere.length > 0 ? validHere[0] : 'x';
        addValue('array-size:empty', slot, []);
        addValue(
          'array-size:max+1',
          slot,
          Array.from({ length: (slot.schema.maxItems ?? 50) + 1 }, () => item),
        );
        addValue(
          'array-size:1500',
          slot,
          Array.from({ length: 1500 }, () => item),
        );
      }
      if (typeof slot.schema.additionalProperties === 'object') {
        const entryValue = exampleOf(slot.schema.additionalProperties, seed);
        for (const key of [
          '__proto__',
          'constructor',
          '\u0000',
          '1e308',
          '-1',
          'NaN',
          '',
          'k'.repeat(10_000),
        ]) {
          const map = JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(entryValue)}}`) as Json;
          addJson(
            `object-key:${key.length > 20 ? 'long' : JSON.stringify(key)}`,
            slot.label,
            `${slot.label} = {${show(key, 20)}: ${show(entryValue)}}`,
            toJsonText(withValue(baseBody(), slot.path, map)),
          );
        }
      }
    }

    // fast-check: one to three certain faults (wrong type, missing required, unknown field),
    // sometimes with random or hostile text in another field.
    type Mutation = { apply: (body: Json) => Json; note: string };
    const slotArb = fc.constantFrom(...slots);
    const mutations: Array<fc.Arbitrary<Mutation>> = [
      slotArb.chain((slot) =>
        wrongTypeArb(slot.schema, slot.required).map((value) => ({
          apply: (body: Json) => withValue(body, slot.path, value),
          note: `${slot.label}=${show(value, 24)}`,
        })),
      ),
      fc
        .tuple(
          fc
            .string({ minLength: 1, maxLength: 12 })
            .filter((k) => !Object.hasOwn(bodySchema.properties ?? {}, k)),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .map(([key, value]) => ({
          apply: (body: Json) => withValue(body, [key], value),
          note: `+${show(key, 16)}=${show(value, 16)}`,
        })),
    ];
    const required = bodySchema.required ?? [];
    if (required.length > 0) {
      mutations.push(
        fc.constantFrom(...required).map((name) => ({
          apply: (body: Json) => withValue(body, [name], undefined, true),
          note: `-${name}`,
        })),
      );
    }
    const stringSlots = slots.filter((s) => s.schema.type === 'string');
    const noiseArb =
      stringSlots.length > 0
        ? fc.option(
            fc.tuple(
              fc.constantFrom(...stringSlots),
              fc.oneof(
                fc.string({ unit: 'binary', maxLength: 40 }),
                fc
                  .constantFrom(...STRING_CORPUS.filter((e) => !e.bodyOnly))
                  .map((e) => e.value('Fuzz')),
              ),
            ),
            { nil: undefined },
          )
        : fc.constant(undefined);
    const samples = fc.sample(
      fc.tuple(fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 }), noiseArb),
      { seed, numRuns: options.numRuns },
    );
    for (const [applied, noise] of samples) {
      let body: Json = baseBody();
      const notes: string[] = [];
      if (noise) {
        const [slot, text] = noise;
        body = withValue(body, slot.path, text);
        notes.push(`${slot.label}=${show(text, 24)}`);
      }
      for (const mutation of applied) {
        body = mutation.apply(body);
        notes.push(mutation.note);
      }
      addJson('fast-check:body', 'body', notes.join(' '), toJsonText(body));
    }
  }

  // ---- multipart uploads ----------------------------------------------------------------------
  if (operation.multipart) {
    const field = operation.multipart.fileFields[0] ?? 'file';
    const notAnImage = Buffer.from('definitely not a picture\n');
    const bomb = Buffer.from(options.png);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const bmpHeader = (width: number, height: number): Buffer => {
      const bytes = Buffer.alloc(54);
      bytes.write('BM', 0, 'latin1');
      bytes.writeUInt32LE(54 + 16, 2);
      bytes.writeUInt32LE(54, 10);
      bytes.writeUInt32LE(40, 14);
      bytes.writeInt32LE(width, 18);
      bytes.writeInt32LE(height, 22);
      bytes.writeUInt16LE(1, 26);
      bytes.writeUInt16LE(24, 28);
      return Buffer.concat([bytes, Buffer.alloc(16, 0x7f)]);
    };
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const file = (
      data: Buffer | string,
      filename = 'picture.png',
      contentType = 'image/png',
    ): MultipartPart => ({
      name: field,
      filename,
      contentType,
      data,
    });
    const manyFields = (count: number): MultipartPart[] =>
      Array.from({ length: count }, (_, i) => ({ name: `extra${i}`, data: 'x' }));
    const uploads: Array<{ kind: string; input: string; body: FuzzBody }> = [];
    const multipart = (kind: string, input: string, parts: MultipartPart[], truncated = false) =>
      uploads.push({
        kind,
        input,
        body: { contentType: MULTIPART_TYPE, data: multipartBody(parts, truncated) },
      });
    multipart('upload:empty-file', '0-byte file', [file(Buffer.alloc(0))]);
    multipart('upload:non-image', 'a text file named .png', [file(notAnImage)]);
    multipart('upload:truncated-png', 'the first 100 bytes of a PNG', [
      file(options.png.subarray(0, 100)),
    ]);
    multipart('upload:pixel-bomb', 'a PNG whose header claims 20000×20000', [file(bomb)]);
    multipart('upload:gif', 'a 1×1 GIF', [file(gif, 'pixel.gif', 'image/gif')]);
    multipart('upload:svg', 'an SVG with a script', [file(svg, 'vector.png')]);
    multipart('upload:bmp-lying-header', 'a BMP header claiming 100×100 with 16 bytes of data', [
      file(bmpHeader(100, 100), 'picture.bmp', 'image/bmp'),
    ]);
    multipart('upload:bmp-negative-width', 'a BMP with width -1', [
      file(bmpHeader(-1, 10), 'picture.bmp', 'image/bmp'),
    ]);
    multipart('upload:bmp-int-min-height', 'a BMP with height -2^31', [
      file(bmpHeader(1, -2147483648), 'picture.bmp', 'image/bmp'),
    ]);
    multipart('upload:no-file', 'only a text field', [{ name: 'note', data: 'hello' }]);
    multipart('upload:file-as-text-field', `${field} as a text field`, [
      { name: field, data: 'hello' },
    ]);
    multipart('upload:wrong-field-name', 'the file under "image"', [
      { ...file(notAnImage), name: 'image' },
    ]);
    multipart('upload:two-files', `two files in "${field}"`, [file(notAnImage), file(notAnImage)]);
    multipart('upload:many-fields', '2000 text fields and a text file', [
      ...manyFields(2000),
      file(notAnImage),
    ]);
    multipart('upload:many-fields-no-file', '2000 text fields', manyFields(2000));
    multipart('upload:long-field-name', 'a 300-character field name', [
      { name: 'f'.repeat(300), data: 'x' },
      file(notAnImage),
    ]);
    multipart('upload:nul-in-field', 'a text field with NUL and a text file', [
      { name: 'note', data: 'a\u0000b' },
      file(notAnImage),
    ]);
    multipart('upload:nul-in-filename', 'filename with NUL', [file(notAnImage, 'a\u0000b.png')]);
    multipart('upload:path-traversal-filename', 'filename ../../etc/passwd', [
      file(notAnImage, '../../../etc/passwd'),
    ]);
    multipart('upload:long-filename', 'a 10000-character filename', [
      file(notAnImage, `${'n'.repeat(10_000)}.png`),
    ]);
    multipart('upload:empty-multipart', 'no parts at all', []);
    multipart(
      'upload:truncated-multipart',
      'no closing boundary, part cut off',
      [file(options.png.subarray(0, 50))],
      true,
    );
    uploads.push({
      kind: 'upload:oversize-file',
      input: '10 MB + 1 byte',
      body: {
        contentType: MULTIPART_TYPE,
        data: multipartBody([file(Buffer.alloc(10 * 1024 * 1024 + 1, 0x41))]),
      },
    });
    uploads.push({
      kind: 'upload:no-boundary',
      input: 'multipart/form-data without boundary',
      body: { contentType: 'multipart/form-data', data: multipartBody([file(notAnImage)]) },
    });
    uploads.push({
      kind: 'upload:wrong-boundary',
      input: 'boundary in the header differs from the body',
      body: {
        contentType: 'multipart/form-data; boundary=other',
        data: multipartBody([file(notAnImage)]),
      },
    });
    uploads.push({
      kind: 'upload:garbage-multipart',
      input: 'random bytes as multipart',
      body: { contentType: MULTIPART_TYPE, data: Buffer.from('\u0000\u0001--garbage\r\n\r\n--') },
    });
    uploads.push({
      kind: 'content-type:application/json',
      input: 'JSON body {"file":"x"}',
      body: { contentType: 'application/json', data: '{"file":"x"}' },
    });
    uploads.push({
      kind: 'content-type:text/plain',
      input: 'text/plain body',
      body: { contentType: 'text/plain', data: 'file=x' },
    });
    uploads.push({
      kind: 'content-type:form-urlencoded',
      input: 'file=x urlencoded',
      body: { contentType: 'application/x-www-form-urlencoded', data: 'file=x' },
    });
    uploads.push({
      kind: 'content-type:none',
      input: 'no body, no Content-Type',
      body: { data: '' },
    });
    uploads.push({
      kind: 'deep-nesting:body-array',
      input: '[ ×1500 as JSON',
      body: { contentType: 'application/json', data: deepArray() },
    });
    uploads.push({
      kind: 'malformed-json:truncated',
      input: '{"a":',
      body: { contentType: 'application/json', data: '{"a":' },
    });
    for (const upload of uploads) {
      cases.push({
        ...upload,
        target: field,
        url: baseUrl,
        violation: 'no acceptable PNG, JPEG or BMP in the file field',
      });
    }
  }

  // ---- path and query parameters --------------------------------------------------------------
  for (const parameter of operation.parameters) {
    const example = params[parameter.name] ?? String(exampleOf(parameter.schema, seed));
    const body = () => validBody();
    const send = (kind: string, input: string, raw: string | undefined, violation?: string) => {
      let target: string;
      if (parameter.in === 'path') {
        target = url(pathValues({ [parameter.name]: raw ?? '' }), baseQuery());
      } else {
        const query = baseQuery().filter(([k]) => k !== percentEncode(parameter.name));
        if (raw !== undefined) query.push([percentEncode(parameter.name), raw]);
        target = url(pathValues(), query);
      }
      const decoded = raw === undefined ? undefined : decode(raw);
      cases.push({
        kind,
        target: `${parameter.in}:${parameter.name}`,
        input,
        url: target,
        body: body(),
        violation:
          violation ??
          (raw !== undefined && decoded === undefined
            ? 'malformed percent-encoding'
            : paramViolation(parameter, decoded)),
      });
    };
    const value = (kind: string, text: string) =>
      send(kind, `${parameter.name}=${show(text)}`, percentEncode(text));

    for (const entry of STRING_CORPUS) {
      if (!entry.bodyOnly) value(`param:${entry.kind}`, entry.value(example));
    }
    for (const number of NUMBER_PARAM_CORPUS) value(`param-number:${number}`, number);
    for (const { kind, raw } of RAW_PARAM_CORPUS) {
      send(`param-raw:${kind}`, `${parameter.name}=${raw}`, raw);
    }
    value('param:long-8k', 'a'.repeat(LONG_PARAM_LENGTH));
    send('param:huge-100k', `${parameter.name}="a"×${HUGE_LENGTH}`, 'a'.repeat(HUGE_LENGTH));
    if (parameter.in === 'path') {
      value('param:nil-uuid', '00000000-0000-0000-0000-000000000000');
      value('param:uuid-upper-case', '3F1C6B8E-3A53-4C55-9A3F-0C1D2F3A4B5C');
      value('param:uuid-braces', '{3f1c6b8e-3a53-4c55-9a3f-0c1d2f3a4b5c}');
      value('param:date-instead', '2030-06-15');
    } else {
      const name = percentEncode(parameter.name);
      const others = baseQuery().filter(([k]) => k !== name);
      const extra = (
        kind: string,
        input: string,
        pairs: Array<[string, string]>,
        violation: string,
      ) =>
        cases.push({
          kind,
          target: `query:${parameter.name}`,
          input,
          url: url(pathValues(), [...others, ...pairs]),
          body: body(),
          violation,
        });
      extra(
        'param:duplicate',
        `${parameter.name} twice`,
        [
          [name, percentEncode(example)],
          [name, percentEncode(example)],
        ],
        'repeated',
      );
      extra(
        'param:brackets',
        `${parameter.name}[]=…`,
        [[`${name}%5B%5D`, percentEncode(example)]],
        'unknown parameter',
      );
      extra(
        'param:nested-brackets',
        `${parameter.name}[a]=…`,
        [[`${name}%5Ba%5D`, percentEncode(example)]],
        'unknown parameter',
      );
      if (parameter.required) send('param:missing', `without ${parameter.name}`, undefined);
    }
  }
  if (operation.parameters.some((p) => p.in === 'query')) {
    for (const [kind, pair] of [
      ['param:unknown-page', ['page', '1e308']],
      ['param:unknown-nul-name', ['%00', '1']],
      ['param:unknown-proto', ['__proto__%5BfuzzPolluted%5D', '1']],
    ] as const) {
      cases.push({
        kind,
        target: 'query',
        input: `${pair[0]}=${pair[1]}`,
        url: url(pathValues(), [...baseQuery(), [pair[0], pair[1]]]),
        body: validBody(),
        violation: 'unknown parameter',
      });
    }
  }
  if (operation.parameters.length > 0) {
    const paramArb = fc.tuple(
      fc.constantFrom(...operation.parameters),
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.integer().map(String),
        fc.double().map(String),
        fc.constantFrom(...NUMBER_PARAM_CORPUS),
      ),
    );
    for (const [parameter, text] of fc.sample(paramArb, {
      seed: seed + 1,
      numRuns: Math.ceil(options.numRuns / 2),
    })) {
      const encoded = percentEncode(text);
      const query = baseQuery().filter(([k]) => k !== percentEncode(parameter.name));
      if (parameter.in === 'query') query.push([percentEncode(parameter.name), encoded]);
      cases.push({
        kind: 'fast-check:param',
        target: `${parameter.in}:${parameter.name}`,
        input: `${parameter.name}=${show(text, 40)}`,
        url: url(
          parameter.in === 'path' ? pathValues({ [parameter.name]: encoded }) : pathValues(),
          query,
        ),
        body: validBody(),
        violation: paramViolation(parameter, text),
      });
    }
  }
  return cases.map((fuzz) => ({
    ...fuzz,
    certain:
      fuzz.violation !== undefined &&
      (!MAYBE_VALID.test(fuzz.kind) || STRUCTURAL_PARAM.test(fuzz.kind)),
  }));
}
