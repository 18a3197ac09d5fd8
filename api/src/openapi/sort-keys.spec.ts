import { sortKeys } from './sort-keys';

describe('sortKeys', () => {
  it('orders object keys deeply and keeps array order', () => {
    const sorted = sortKeys({ b: 1, a: { d: [{ z: 1, y: 2 }], c: 3 } });
    expect(JSON.stringify(sorted)).toBe('{"a":{"c":3,"d":[{"y":2,"z":1}]},"b":1}');
  });
});
