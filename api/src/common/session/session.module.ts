import { Global, Inject, Module } from '@nestjs/common';
import type {
  MiddlewareConsumer,
  NestModule,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import { Pool } from 'pg';
import type { ResolvedConfig } from '../../config/app-config';
import { createSidePool } from '../database/side-pool';
import { JobRunner } from '../jobs/job-runner';
import { APP_CONFIG } from '../../config/config.module';
import { sendProblem, toProblemException } from '../problem/problem-details.filter';
import { sessionCookieName } from './session-cookie';
import { SESSION_POOL, SESSION_STORE, SESSIONS_CLEANUP_QUEUE } from './session.constants';
import { SessionService } from './session.service';

/**
 * A session without a login (a visitor who fetched a CSRF token) lives an hour after its last
 * use: anyone can create one with a cookieless request, so they must not pile up for a week.
 * A login extends its session to LOGIN_SESSION_MAX_AGE_MS (SessionService).
 */
const ANONYMOUS_SESSION_MAX_AGE_MS = 60 * 60 * 1000;
const HEALTH_PATH = '/api/v1/health';

type PgSessionStore = session.Store & {
  close(): void;
  pruneSessions(done: (error?: Error) => void): void;
};

/**
 * Server-side sessions in PostgreSQL (table `session`, created by a migration). The module owns
 * its pool so that shutdown closes it before the database goes away.
 */
@Global()
@Module({
  providers: [
    SessionService,
    {
      provide: SESSION_POOL,
      inject: [APP_CONFIG],
      useFactory: createSidePool,
    },
    {
      provide: SESSION_STORE,
      inject: [SESSION_POOL],
      useFactory: (pool: Pool): PgSessionStore => {
        const PgStore = connectPgSimple(session);
        return new PgStore({
          pool,
          tableName: 'session',
          createTableIfMissing: false,
          // Expired sessions are pruned by one scheduled job for the cluster, not a timer in
          // every replica.
          pruneSessionInterval: false,
          errorLog: () => undefined,
        }) as PgSessionStore;
      },
    },
  ],
  exports: [SESSION_STORE, SessionService],
})
export class SessionModule implements NestModule, OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @Inject(SESSION_POOL) private readonly pool: Pool,
    @Inject(SESSION_STORE) private readonly store: PgSessionStore,
    private readonly jobs: JobRunner,
  ) {}

  /** Expired sessions go every 15 minutes, once for the cluster. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every(
      SESSIONS_CLEANUP_QUEUE,
      '4,19,34,49 * * * *',
      () =>
        new Promise<void>((resolve, reject) =>
          this.store.pruneSessions((error) => (error ? reject(error) : resolve())),
        ),
      { expireInSeconds: 5 * 60 },
    );
  }

  configure(consumer: MiddlewareConsumer): void {
    const secure = this.config.publicUrl.startsWith('https:');
    const middleware = session({
      store: this.store,
      secret: this.config.sessionSecret,
      name: sessionCookieName(this.config.publicUrl),
      resave: false,
      saveUninitialized: false,
      proxy: this.config.trustProxy !== false,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: ANONYMOUS_SESSION_MAX_AGE_MS,
      },
    });
    // Health probes never need a session, and liveness must answer while the database is down.
    // A failing session store must answer as problem+json, not Express's HTML page; its failure
    // in the save after the answer went out is only logged (sendProblem).
    const withProblemErrors: RequestHandler = (req, res, next) => {
      if (req.originalUrl.startsWith(HEALTH_PATH)) return next();
      middleware(req, res, (error?: unknown) =>
        error ? sendProblem(res, toProblemException(error)) : next(),
      );
    };
    consumer.apply(withProblemErrors).forRoutes('*path');
  }

  async onApplicationShutdown(): Promise<void> {
    this.store.close();
    await this.pool.end();
  }
}
