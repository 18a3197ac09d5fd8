import type { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

/** As @nestjs/throttler's own storage: idle records are removed once a minute. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The expiry times of one key's hits, oldest first, in an array read from `head` on: expired hits
 * leave from the front in O(1) each, the oldest live hit is `times[head]`.
 */
interface Hits {
  times: number[];
  head: number;
}

interface KeyRecord {
  hits: Map<string, Hits>;
  expiresAt: number;
  blockExpiresAt: number;
  isBlocked: boolean;
}

const liveCount = (hits: Hits) => hits.times.length - hits.head;

function pruneExpired(hits: Hits, now: number): void {
  const { times } = hits;
  let { head } = hits;
  while (head < times.length && times[head]! <= now) head += 1;
  // Drop the consumed front once it is most of the array (amortised O(1) per hit).
  if (head > 64 && head * 2 > times.length) {
    hits.times = times.slice(head);
    head = 0;
  }
  hits.head = head;
}

function addHit(hits: Hits, expiresAt: number): void {
  const { times } = hits;
  if (times.length === hits.head || times[times.length - 1]! <= expiresAt) {
    times.push(expiresAt);
    return;
  }
  // Only when the clock went backwards: keep the order, so the front is still the oldest.
  let index = times.length;
  while (index > hits.head && times[index - 1]! > expiresAt) index -= 1;
  times.splice(index, 0, expiresAt);
}

/**
 * @nestjs/throttler's in-memory storage with the same answers, in O(1) per request instead of
 * O(hits in the window): the library filters and copies a key's whole list of hit times on every
 * request (and spreads it into Math.min), which cost a fifth of the CPU of a cached public read
 * once a client made tens of thousands of requests in the window (a generous
 * RATE_LIMIT_PER_MINUTE, a benchmark). Semantics follow ThrottlerStorageService 6.7 line by line:
 * a sliding window of hits per key and throttler, blocking for `blockDuration` once over `limit`.
 */
export class SlidingWindowThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly records = new Map<string, KeyRecord>();
  private sweepTimer: NodeJS.Timeout | undefined;

  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<{
    totalHits: number;
    timeToExpire: number;
    isBlocked: boolean;
    timeToBlockExpire: number;
  }> {
    const now = Date.now();
    this.ensureSweep();
    let record = this.records.get(key);
    if (!record) {
      record = { hits: new Map(), expiresAt: now + ttl, blockExpiresAt: 0, isBlocked: false };
      this.records.set(key, record);
    }
    let hits = record.hits.get(throttlerName);
    if (!hits) {
      hits = { times: [], head: 0 };
      record.hits.set(throttlerName, hits);
    }
    pruneExpired(hits, now);

    let timeToExpire = Math.ceil((record.expiresAt - now) / 1000);
    if (timeToExpire <= 0) {
      record.expiresAt = now + ttl;
      timeToExpire = Math.ceil(ttl / 1000);
    }

    if (blockDuration <= 0) {
      const isBlocked = liveCount(hits) >= limit;
      if (!isBlocked) addHit(hits, now + ttl);
      const timeToBlockExpire =
        liveCount(hits) > 0 ? Math.ceil((hits.times[hits.head]! - now) / 1000) : timeToExpire;
      return Promise.resolve({
        totalHits: liveCount(hits) + (isBlocked ? 1 : 0),
        timeToExpire,
        isBlocked,
        timeToBlockExpire: isBlocked ? timeToBlockExpire : 0,
      });
    }

    if (!record.isBlocked) addHit(hits, now + ttl);
    if (liveCount(hits) > limit && !record.isBlocked) {
      record.isBlocked = true;
      record.blockExpiresAt = now + blockDuration;
    }
    const timeToBlockExpire = Math.ceil((record.blockExpiresAt - now) / 1000);
    if (timeToBlockExpire <= 0 && record.isBlocked) {
      record.isBlocked = false;
      hits.times = [now + ttl];
      hits.head = 0;
    }
    return Promise.resolve({
      totalHits: liveCount(hits),
      timeToExpire,
      isBlocked: record.isBlocked,
      timeToBlockExpire,
    });
  }

  /** Removes keys with no live hits, no block and an expired window (as the library does). */
  evictIdleRecords(now = Date.now()): void {
    for (const [key, record] of this.records) {
      if (record.isBlocked && record.blockExpiresAt > now) continue;
      if (record.expiresAt > now) continue;
      const live = [...record.hits.values()].some(
        ({ times, head }) => times.length > head && times[times.length - 1]! > now,
      );
      if (!live) this.records.delete(key);
    }
  }

  /** Keys kept (tests). */
  get size(): number {
    return this.records.size;
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    this.records.clear();
  }

  private ensureSweep(): void {
    if (this.sweepTimer) return;
    this.sweepTimer = setInterval(() => this.evictIdleRecords(), SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }
}
