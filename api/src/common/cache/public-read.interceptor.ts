import { Injectable } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, of, tap } from 'rxjs';
import type { Observable } from 'rxjs';
import { PublicReadCache, strongEtag } from './public-read-cache';
import type { CachedAnswer } from './public-read-cache';
import { CHANGES_PUBLIC_READS_KEY, PUBLIC_READ_KEY } from './public-read.decorators';
import type { PublicResource } from './public-resources';

/** Browsers and shared caches may keep a public read briefly and revalidate it with its ETag. */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

type Plan =
  | { kind: 'none' }
  | { kind: 'read'; route: string; resources: readonly PublicResource[] }
  | { kind: 'write'; resources: readonly PublicResource[] };

const NONE: Plan = { kind: 'none' };

/**
 * The query as the handler sees it (Express's parsed `req.query`), keys sorted: `?a=1&b=2` and
 * `?b=2&a=1` share an entry. Queries the handler refuses (400) are never stored.
 */
function normalizedQuery(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const keys = Object.keys(query).sort();
  if (keys.length === 0) return '';
  const values = query as Record<string, unknown>;
  return JSON.stringify(keys.map((key) => [key, values[key]]));
}

/**
 * Serves @PublicRead() handlers to requests without a cookie from PublicReadCache, and drops
 * cached answers after a @ChangesPublicReads() write succeeded. Runs after the guards, so rate
 * limits and access rules apply to cached answers as to any other; a warm answer skips the pipes,
 * the handler and the database (its query string passed validation when it was stored).
 */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  /** Per handler, worked out once from its decorators. */
  private readonly plans = new WeakMap<object, Plan>();

  constructor(
    private readonly reflector: Reflector,
    private readonly cache: PublicReadCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const plan = this.planFor(context);
    if (plan.kind === 'none') return next.handle();
    if (plan.kind === 'write') {
      return next
        .handle()
        .pipe(
          tap({ complete: () => plan.resources.forEach((name) => this.cache.invalidate(name)) }),
        );
    }

    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    // Answers differ with a session or an API token (demo account, staff, members), and by
    // encoding.
    response.vary('Accept-Encoding, Cookie, Authorization');
    // With a cookie or a token: read from the database, never stored for others (configureApp).
    if (request.headers.cookie !== undefined || request.headers.authorization !== undefined) {
      return next.handle();
    }

    const key = `${request.path}?${normalizedQuery(request.query)}`;
    const cached = this.cache.lookup(plan.route, key);
    if (cached) return of(this.answer(response, cached));
    const snapshot = this.cache.snapshot();
    return next.handle().pipe(
      map((result: unknown) => {
        const body = JSON.stringify(result) as string | undefined;
        if (body === undefined) return result;
        const answer: CachedAnswer = { body, etag: strongEtag(body) };
        this.cache.store(plan.route, plan.resources, key, answer, snapshot);
        return this.answer(response, answer);
      }),
    );
  }

  /**
   * The JSON text goes out as it is (no second serialization). Express's send() answers 304
   * without a body when If-None-Match matches the ETag: strong or weak comparison, a list of
   * tags or `*` (the `fresh` module, as for every Express answer).
   */
  private answer(response: Response, { body, etag }: CachedAnswer): string {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
    return body;
  }

  private planFor(context: ExecutionContext): Plan {
    const handler = context.getHandler();
    let plan = this.plans.get(handler);
    if (plan) return plan;
    const targets = [handler, context.getClass()];
    const reads = this.reflector.getAllAndOverride<PublicResource[] | undefined>(
      PUBLIC_READ_KEY,
      targets,
    );
    const writes = this.reflector.getAllAndOverride<PublicResource[] | undefined>(
      CHANGES_PUBLIC_READS_KEY,
      targets,
    );
    if (reads) {
      plan = {
        kind: 'read',
        route: `${context.getClass().name}.${handler.name}`,
        resources: reads,
      };
    } else if (writes) {
      plan = { kind: 'write', resources: writes };
    } else {
      plan = NONE;
    }
    this.plans.set(handler, plan);
    return plan;
  }
}
