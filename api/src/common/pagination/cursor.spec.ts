import { ProblemException } from '../problem/problem';
import { decodeCursor, encodeCursor } from './cursor';
import type { KeyType } from './cursor';

const TYPES: KeyType[] = ['timestamptz', 'uuid'];
const KEYS = ['2026-03-01T09:30:00.123456Z', '3f1c6b8e-3a53-4c55-9a3f-0c1d2f3a4b5c'];
const raw = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

function problemOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProblemException);
    return (error as ProblemException).problem;
  }
  throw new Error('expected a problem');
}

describe('page cursors', () => {
  it('give back the keys they were made of, in URL-safe characters', () => {
    const cursor = encodeCursor(KEYS);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, TYPES)).toEqual(KEYS);
  });

  it.each([
    ['not base64url', '!!!'],
    ['padding', `${encodeCursor(KEYS)}=`],
    ['not JSON', raw('{nope')],
    ['an object instead of a list', raw(JSON.stringify({ t: KEYS[0], id: KEYS[1] }))],
    ['too few keys', raw(JSON.stringify([KEYS[0]]))],
    ['too many keys', raw(JSON.stringify([...KEYS, KEYS[1]]))],
    ['keys in the wrong order', raw(JSON.stringify([KEYS[1], KEYS[0]]))],
    ['a number for a key', raw(JSON.stringify([1767225600000, KEYS[1]]))],
    [
      'a timestamp in milliseconds only',
      raw(JSON.stringify(['2026-03-01T09:30:00.123Z', KEYS[1]])),
    ],
    ['a day that does not exist', raw(JSON.stringify(['2026-02-30T09:30:00.000000Z', KEYS[1]]))],
    ['an hour that does not exist', raw(JSON.stringify(['2026-03-01T25:30:00.000000Z', KEYS[1]]))],
    ['SQL in the id', raw(JSON.stringify([KEYS[0], "x' OR '1'='1"]))],
    ['empty', ''],
  ])('refuse %s with a 400 naming cursor', (_, cursor) => {
    const problem = problemOf(() => decodeCursor(cursor, TYPES));
    expect(problem).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'cursor' })]);
  });
});
