/**
 * The fixed corpus: hostile values every string field, number field and parameter receives, and
 * whole bodies that are broken as JSON or nested too deep.
 */

/** How deep the nesting cases go (as a whole body and as a field value). */
export const DEEP_LEVELS = 1500;
/** The huge string: far beyond any field's maximum and beyond the 64 kB JSON body limit. */
export const HUGE_LENGTH = 100_000;
/** A long string that still fits into a JSON body (64 kB), so it reaches validation. */
export const LONG_LENGTH = 60_000;
/** A long parameter that still fits into Node's 16 kB request head, so it reaches the app. */
export const LONG_PARAM_LENGTH = 8_000;

export interface StringCorpusEntry {
  kind: string;
  /** The hostile value, given the field's schema-valid example (to embed into it). */
  value: (valid: string) => string;
  /** Leave out where a parameter value travels in the URL (too long for a request head). */
  bodyOnly?: boolean;
}

/** Inserts `text` into the middle of `valid`, so trimming cannot remove it. */
const embed = (valid: string, text: string): string => {
  const middle = Math.max(1, Math.floor(valid.length / 2));
  return `${valid.slice(0, middle)}${text}${valid.slice(middle)}`;
};

/**
 * Applied to every string field and parameter. Numbers written as strings go to number fields
 * (NUMBER_CORPUS) and parameters (NUMBER_PARAM_CORPUS) instead.
 */
export const STRING_CORPUS: readonly StringCorpusEntry[] = [
  { kind: 'nul', value: () => '\u0000' },
  { kind: 'nul-embedded', value: (v) => embed(v, '\u0000') },
  { kind: 'control-0x01', value: (v) => embed(v, '\u0001') },
  { kind: 'control-escape', value: (v) => embed(v, '\u001b[31m') },
  { kind: 'control-del', value: (v) => embed(v, '\u007f') },
  { kind: 'zero-width', value: (v) => embed(v, '\u200b\u200c\u200d\u2060') },
  { kind: 'bidi-override', value: (v) => `\u202e${v}\u202c` },
  { kind: 'bidi-isolate', value: (v) => embed(v, '\u2066\u2067\u2069') },
  { kind: 'lone-surrogate', value: (v) => embed(v, '\ud800') },
  { kind: 'empty', value: () => '' },
  { kind: 'whitespace-only', value: () => ' \t\n ' },
  { kind: 'huge-100k', value: () => 'a'.repeat(HUGE_LENGTH), bodyOnly: true },
  { kind: 'long-60k', value: () => 'a'.repeat(LONG_LENGTH), bodyOnly: true },
  { kind: 'date-0000-01-01', value: () => '0000-01-01' },
  { kind: 'date-2026-02-30', value: () => '2026-02-30' },
  { kind: 'date-9999-99-99', value: () => '9999-99-99' },
  { kind: 'prototype-string', value: () => '__proto__' },
];

/**
 * Numbers at and past the ranges. `json` is the literal as it stands in the body (so `1e400`,
 * which JSON.parse reads as Infinity, and `-0` can be sent).
 */
export interface NumberCorpusEntry {
  kind: string;
  json: string;
}

export const NUMBER_CORPUS: readonly NumberCorpusEntry[] = [
  { kind: '0', json: '0' },
  { kind: '-1', json: '-1' },
  { kind: '-0', json: '-0' },
  { kind: '2^31-1', json: '2147483647' },
  { kind: '2^31', json: '2147483648' },
  { kind: '2^53', json: '9007199254740992' },
  { kind: '2^53+1', json: '9007199254740993' },
  { kind: '1e308', json: '1e308' },
  { kind: '-1e308', json: '-1e308' },
  { kind: '1e400 (Infinity)', json: '1e400' },
  { kind: '1.5', json: '1.5' },
  { kind: '1e-400 (underflow)', json: '1e-400' },
  { kind: 'string-NaN', json: '"NaN"' },
  { kind: 'string-1e308', json: '"1e308"' },
];

/** The same numbers as a parameter travels: text in the URL. */
export const NUMBER_PARAM_CORPUS: readonly string[] = [
  '0',
  '-1',
  '-0',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '1e308',
  '-1e308',
  '1e400',
  'Infinity',
  '1.5',
  'NaN',
  '0x10',
  '1_000',
  ' 1',
];

export const deepArray = (levels = DEEP_LEVELS): string =>
  `${'['.repeat(levels)}${']'.repeat(levels)}`;
export const deepObject = (levels = DEEP_LEVELS): string =>
  `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Bodies sent as application/json that are not JSON at all. */
export const MALFORMED_JSON: ReadonlyArray<{ kind: string; text: string }> = [
  { kind: 'truncated', text: '{"a":' },
  { kind: 'trailing-comma', text: '{"a":1,}' },
  { kind: 'single-quotes', text: "{'a':1}" },
  { kind: 'unclosed-array', text: '[1,2' },
  { kind: 'bare-word', text: 'nul' },
  { kind: 'extra-brace', text: '{"a":1}}' },
  { kind: 'leading-zero', text: '{"a":01}' },
  { kind: 'raw-nul', text: '\u0000' },
  { kind: 'raw-control-in-string', text: '{"a":"x\u0001y"}' },
  { kind: 'comment', text: '{"a":1 /* c */}' },
  { kind: 'NaN-literal', text: '{"a":NaN}' },
  { kind: 'bom-prefixed', text: '\ufeff{}' },
];

/** Valid JSON whose top level is not an object. */
export const NON_OBJECT_JSON: ReadonlyArray<{ kind: string; text: string }> = [
  { kind: 'empty-body', text: '' },
  { kind: 'null', text: 'null' },
  { kind: 'array', text: '[]' },
  { kind: 'array-of-object', text: '[{}]' },
  { kind: 'string', text: '"text"' },
  { kind: 'number', text: '123' },
  { kind: 'boolean', text: 'true' },
];

/** Raw parameter values (already in URL form): broken percent-encoding and an encoded NUL. */
export const RAW_PARAM_CORPUS: ReadonlyArray<{ kind: string; raw: string }> = [
  { kind: 'encoded-nul', raw: '%00' },
  { kind: 'bad-percent', raw: '%ZZ' },
  { kind: 'truncated-utf8-percent', raw: '%E0%A4%A' },
  { kind: 'overlong-utf8', raw: '%C0%AE%C0%AE' },
  { kind: 'encoded-slash-dotdot', raw: '..%2F..%2Fetc%2Fpasswd' },
];
