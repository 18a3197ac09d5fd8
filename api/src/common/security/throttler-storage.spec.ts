import { ThrottlerStorageService } from '@nestjs/throttler';
import fc from 'fast-check';
import { SlidingWindowThrottlerStorage } from './throttler-storage';

/** One request: which key, how much later, and the route's limits (fixed per key, as in use). */
const step = fc.record({
  key: fc.integer({ min: 0, max: 2 }),
  advanceMs: fc.oneof(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 3000 })),
});
const limits = fc.array(
  fc.record({
    ttl: fc.integer({ min: 1, max: 4000 }),
    limit: fc.integer({ min: 1, max: 6 }),
    blockDuration: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5000 })),
  }),
  { minLength: 3, maxLength: 3 },
);

describe('SlidingWindowThrottlerStorage', () => {
  let now = 1_000_000;
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it("answers every request exactly as @nestjs/throttler's own storage does", async () => {
    await fc.assert(
      fc.asyncProperty(limits, fc.array(step, { maxLength: 60 }), async (perKey, steps) => {
        const reference = new ThrottlerStorageService();
        const fast = new SlidingWindowThrottlerStorage();
        try {
          for (const { key, advanceMs } of steps) {
            now += advanceMs;
            const { ttl, limit, blockDuration } = perKey[key]!;
            const args = [`key-${key}`, ttl, limit, blockDuration, 'default'] as const;
            expect(await fast.increment(...args)).toEqual(await reference.increment(...args));
          }
        } finally {
          reference.onApplicationShutdown();
          fast.onApplicationShutdown();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the cost per request flat however many hits the window holds', async () => {
    const storage = new SlidingWindowThrottlerStorage();
    const started = performance.now();
    for (let i = 0; i < 200_000; i += 1) {
      if (i % 10 === 0) now += 1;
      await storage.increment('one-client', 60_000, 1_000_000, 60_000, 'default');
    }
    storage.onApplicationShutdown();
    // The library's storage copies the whole window per request: minutes for this loop.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('forgets idle clients', async () => {
    const storage = new SlidingWindowThrottlerStorage();
    await storage.increment('a', 1000, 5, 1000, 'default');
    await storage.increment('b', 1000, 5, 1000, 'default');
    now += 500;
    storage.evictIdleRecords(now);
    expect(storage.size).toBe(2);
    now += 1000;
    storage.evictIdleRecords(now);
    expect(storage.size).toBe(0);
    storage.onApplicationShutdown();
  });
});
