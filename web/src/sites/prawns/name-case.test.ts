import { describe, expect, it } from 'vitest';
import { capitalizeName } from './name-case';

describe('capitalizeName', () => {
  it.each([
    ['ada', 'Ada'],
    ['LOVELACE', 'Lovelace'],
    ['mCdONALD', 'Mcdonald'],
    ['  émile ', 'Émile'],
    ['o', 'O'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(capitalizeName(input)).toBe(expected);
  });
});
