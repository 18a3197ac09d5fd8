import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { isPublicResource } from './public-resources';
import type { PublicResource } from './public-resources';

/** One serialized answer and its strong validator. */
export interface CachedAnswer {
  /** The JSON text as sent. */
  body: string;
  /** `"<hash of the body>"`: equal bodies get equal tags on every instance. */
  etag: string;
}

/**
 * Query variants kept per route (`?type=…`, `?cursor=…`, `/vehicles/:id`): requests with ever new
 * query strings cannot grow the memory beyond this; the oldest variant goes first.
 */
export const MAX_ENTRIES_PER_ROUTE = 200;
/** Larger answers are served and tagged but not kept (no route of today comes near this). */
export const MAX_CACHED_BODY_LENGTH = 512 * 1024;

/** A strong entity tag from the body: every instance computes the same for the same answer. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

interface RouteEntries {
  resources: readonly PublicResource[];
  entries: Map<string, CachedAnswer>;
}

/**
 * Serialized answers of public reads that rarely change, per route and query, for requests
 * without a cookie (see PublicReadInterceptor). Entries of a resource are dropped when it
 * changes (ResourceChangeListener: PostgreSQL notifications; the interceptor: this process's own
 * writes). The cache is off until the listener is connected and goes off whenever that
 * connection is lost, because changes made meanwhile would go unnoticed: then every read goes
 * to the database, as without a cache.
 */
@Injectable()
export class PublicReadCache {
  private enabled = false;
  /**
   * Grows with every change of any resource and every clear: an answer read from the database is
   * kept only if the generation is still the one from before the read (snapshot/store), so an
   * answer a concurrent change made stale is never stored after that change was announced. (One
   * counter for all resources: a change elsewhere during a read only skips one store.)
   */
  private generation = 0;
  private readonly routes = new Map<string, RouteEntries>();

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** Starts caching from scratch (the listener is connected: changes are seen from now on). */
  enable(): void {
    this.clear();
    this.enabled = true;
  }

  /** Stops caching and forgets everything (changes can no longer be seen). */
  disable(): void {
    this.enabled = false;
    this.clear();
  }

  /** Drops every answer that depends on `resource`; an unknown name drops everything. */
  invalidate(resource: string): void {
    if (!isPublicResource(resource)) {
      this.clear();
      return;
    }
    this.generation += 1;
    for (const route of this.routes.values()) {
      if (route.resources.includes(resource)) route.entries.clear();
    }
  }

  /** The cached answer of `route` for `key`, if caching is on and nothing changed since. */
  lookup(route: string, key: string): CachedAnswer | undefined {
    return this.enabled ? this.routes.get(route)?.entries.get(key) : undefined;
  }

  /** Taken before reading from the database; hand it to store(). */
  snapshot(): number {
    return this.generation;
  }

  /**
   * Keeps `answer` unless caching is off or anything changed since `snapshot` (then it may
   * predate that change; the next request reads again).
   */
  store(
    route: string,
    resources: readonly PublicResource[],
    key: string,
    answer: CachedAnswer,
    snapshot: number,
  ): void {
    if (!this.enabled || snapshot !== this.generation) return;
    if (answer.body.length > MAX_CACHED_BODY_LENGTH) return;
    let entries = this.routes.get(route);
    if (!entries) {
      entries = { resources, entries: new Map() };
      this.routes.set(route, entries);
    }
    entries.entries.delete(key);
    if (entries.entries.size >= MAX_ENTRIES_PER_ROUTE) {
      // A Map iterates in insertion order: the first key is the oldest entry.
      entries.entries.delete(entries.entries.keys().next().value!);
    }
    entries.entries.set(key, answer);
  }

  /** How many answers are kept (tests, diagnostics). */
  size(route?: string): number {
    if (route !== undefined) return this.routes.get(route)?.entries.size ?? 0;
    let total = 0;
    for (const { entries } of this.routes.values()) total += entries.size;
    return total;
  }

  private clear(): void {
    this.generation += 1;
    for (const route of this.routes.values()) route.entries.clear();
  }
}
