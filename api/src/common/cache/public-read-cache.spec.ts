import {
  MAX_CACHED_BODY_LENGTH,
  MAX_ENTRIES_PER_ROUTE,
  PublicReadCache,
  strongEtag,
} from './public-read-cache';

const answer = (body: string) => ({ body, etag: strongEtag(body) });

describe('PublicReadCache', () => {
  let cache: PublicReadCache;
  beforeEach(() => {
    cache = new PublicReadCache();
    cache.enable();
  });

  it('tags equal bodies equally (on every instance) and different bodies differently', () => {
    expect(strongEtag('{"a":1}')).toBe(strongEtag('{"a":1}'));
    expect(strongEtag('{"a":1}')).not.toBe(strongEtag('{"a":2}'));
    expect(strongEtag('{"a":1}')).toMatch(/^"[\w-]{32}"$/);
  });

  it('keeps nothing while off (before the listener connected, or after it lost its connection)', () => {
    const off = new PublicReadCache();
    off.store('r', ['vehicles'], 'k', answer('x'), off.snapshot());
    expect(off.lookup('r', 'k')).toBeUndefined();
    cache.store('r', ['vehicles'], 'k', answer('x'), cache.snapshot());
    cache.disable();
    expect(cache.lookup('r', 'k')).toBeUndefined();
    cache.enable();
    expect(cache.lookup('r', 'k')).toBeUndefined();
  });

  it("drops a resource's routes only", () => {
    cache.store('vehicles', ['vehicles'], 'k', answer('v'), cache.snapshot());
    cache.store('durations', ['business-settings'], 'k', answer('d'), cache.snapshot());
    cache.invalidate('vehicles');
    expect(cache.lookup('vehicles', 'k')).toBeUndefined();
    expect(cache.lookup('durations', 'k')?.body).toBe('d');
    cache.invalidate('not-a-resource');
    expect(cache.size()).toBe(0);
  });

  it('does not store an answer read before a change that was announced meanwhile', () => {
    const before = cache.snapshot();
    cache.invalidate('gallery-items');
    cache.store('gallery', ['gallery-items'], 'k', answer('stale'), before);
    expect(cache.lookup('gallery', 'k')).toBeUndefined();
  });

  it('keeps at most MAX_ENTRIES_PER_ROUTE variants per route, dropping the oldest', () => {
    for (let i = 0; i < MAX_ENTRIES_PER_ROUTE + 5; i += 1) {
      cache.store('r', ['days'], `k${i}`, answer(String(i)), cache.snapshot());
    }
    expect(cache.size('r')).toBe(MAX_ENTRIES_PER_ROUTE);
    expect(cache.lookup('r', 'k0')).toBeUndefined();
    expect(cache.lookup('r', 'k4')).toBeUndefined();
    expect(cache.lookup('r', 'k5')?.body).toBe('5');
  });

  it('serves but does not keep very large answers', () => {
    cache.store(
      'r',
      ['days'],
      'big',
      answer('x'.repeat(MAX_CACHED_BODY_LENGTH + 1)),
      cache.snapshot(),
    );
    cache.store(
      'r',
      ['days'],
      'fits',
      answer('x'.repeat(MAX_CACHED_BODY_LENGTH)),
      cache.snapshot(),
    );
    expect(cache.lookup('r', 'big')).toBeUndefined();
    expect(cache.size()).toBe(1);
  });
});
