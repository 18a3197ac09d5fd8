import type { Pool } from 'pg';
import { PostgresThrottlerStorage } from './postgres-throttler-storage';

/** A pool whose database is away: every query fails as on a refused connection. */
const unreachable = {
  query: () =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
} as unknown as Pool;

describe('PostgresThrottlerStorage during a database outage', () => {
  it('keeps the limit in memory and answers blocked with the seconds left, never throwing', async () => {
    const storage = new PostgresThrottlerStorage(unreachable);
    const hit = () => storage.increment('route-ip', 60_000, 2, 60_000, 'default');
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false, timeToBlockExpire: 0 });
    expect(await hit()).toMatchObject({ totalHits: 2, isBlocked: false });
    const blocked = await hit();
    expect(blocked.isBlocked).toBe(true);
    expect(blocked.timeToBlockExpire).toBeGreaterThanOrEqual(59);
    expect(blocked.timeToBlockExpire).toBeLessThanOrEqual(60);
  });

  it('counts keys and limits apart', async () => {
    const storage = new PostgresThrottlerStorage(unreachable);
    await storage.increment('a', 60_000, 1, 60_000, 'default');
    expect((await storage.increment('b', 60_000, 1, 60_000, 'default')).isBlocked).toBe(false);
    expect((await storage.increment('a', 60_000, 5, 60_000, 'default')).isBlocked).toBe(false);
    expect((await storage.increment('a', 60_000, 1, 60_000, 'default')).isBlocked).toBe(true);
  });
});
