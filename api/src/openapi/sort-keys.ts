/** Deep copy with object keys in alphabetical order, so regenerated specs diff cleanly. */
export function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => sortKeys(item)) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    ) as T;
  }
  return value;
}
