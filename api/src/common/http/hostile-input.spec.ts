import { hostileInputProblems, HostileInputPipe, MAX_INPUT_DEPTH } from './hostile-input';

function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
}

describe('hostile input', () => {
  it.each(['\u0000', '\u0001', '\u001b[31m', '\u007f', 'a\u000bb', '\u000c'])(
    'refuses the control character in %j, naming the field',
    (text) => {
      expect(hostileInputProblems({ name: 'Ada', nested: { note: text } })).toEqual([
        expect.objectContaining({ field: 'nested.note', code: 'CONTROL_CHARACTER' }),
      ]);
    },
  );

  it('keeps tabs, line breaks and every printable character (umlauts, emoji)', () => {
    expect(hostileInputProblems({ message: 'Hallo\tWelt\r\nÄÖÜß 🚤 <b>&' })).toEqual([]);
  });

  it('refuses control characters in field names and in arrays', () => {
    expect(hostileInputProblems({ 'a\u0000': 1, list: ['ok', 'x\u0000'] })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'CONTROL_CHARACTER', field: '?' }),
        expect.objectContaining({ code: 'CONTROL_CHARACTER', field: 'list.1' }),
      ]),
    );
  });

  it(`allows ${MAX_INPUT_DEPTH} levels and refuses deeper nesting without overflowing the stack`, () => {
    expect(hostileInputProblems(nested(MAX_INPUT_DEPTH))).toEqual([]);
    expect(hostileInputProblems(nested(MAX_INPUT_DEPTH + 1))).toEqual([
      expect.objectContaining({ code: 'TOO_DEEP' }),
    ]);
    expect(() => hostileInputProblems(nested(100_000))).not.toThrow();
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses the prototype key %s at any level (class-transformer would drop it unseen)',
    (key) => {
      const body = JSON.parse(`{"name":"Ada","${key}":{"admin":true},"nested":{"${key}":1}}`);
      expect(hostileInputProblems(body)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: key, code: 'UNKNOWN_FIELD' }),
          expect.objectContaining({ field: `nested.${key}`, code: 'UNKNOWN_FIELD' }),
        ]),
      );
    },
  );

  it('names query and path parameters by their own name', () => {
    const pipe = new HostileInputPipe();
    expect(() => pipe.transform('2026\u0000', { type: 'param', data: 'date' })).toThrow(
      expect.objectContaining({
        problem: expect.objectContaining({
          errors: [expect.objectContaining({ field: 'date', code: 'CONTROL_CHARACTER' })],
        }),
      }),
    );
    expect(pipe.transform({ type: 'motorboats' }, { type: 'query' })).toEqual({
      type: 'motorboats',
    });
    expect(pipe.transform('\u0000', { type: 'custom' })).toBe('\u0000');
  });
});
