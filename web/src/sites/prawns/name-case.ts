/**
 * A name as the order stores it: first letter upper case, the rest lower case (spec §3),
 * e.g. 'ada' → 'Ada', 'LOVELACE' → 'Lovelace'. Surrounding spaces are dropped.
 */
export function capitalizeName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return '';
  // Array.from splits by code point, so a name starting with an astral character stays whole.
  const [first = '', ...rest] = Array.from(trimmed);
  return first.toLocaleUpperCase('en') + rest.join('').toLocaleLowerCase('en');
}
