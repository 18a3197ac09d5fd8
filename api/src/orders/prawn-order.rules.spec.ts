import { capitaliseName } from './prawn-order.rules';

describe('capitaliseName', () => {
  it.each([
    ['ada', 'Ada'],
    ['LOVELACE', 'Lovelace'],
    ['mcDonald', 'Mcdonald'],
    ['élodie', 'Élodie'],
    ['a', 'A'],
  ])('%s → %s', (input, expected) => {
    expect(capitaliseName(input)).toBe(expected);
  });
});
