import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import 'reflect-metadata';
import { join } from 'node:path';
import { createApp } from './app.factory';
import { createPino } from './common/logging/logger';
import { agencyPlaceholderWarning, ConfigError, loadConfig } from './config/app-config';
import type { AppConfig } from './config/app-config';
import type { EmbeddedDatabase } from './database/embedded-postgres';
import { DEMO_ACCOUNT } from './employees/employee.rules';
import { Readiness } from './health/readiness.service';
import { StaffAccountsInitializer } from './employees/staff-accounts.initializer';
import type { MailSink } from './mail/mail-sink';
import { migrateAndSeed } from './database/migrate';

/** How long an idle keep-alive connection stays open (above nginx's 60 s upstream keep-alive). */
const KEEP_ALIVE_MS = 65_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * embedded-postgres (through async-exit-hook) and maildev install their own SIGINT/SIGTERM
 * handlers that stop things or exit at once. Shutdown order belongs here (app, then mail inbox,
 * then PostgreSQL), so handlers added while starting them are removed again.
 */
async function withoutForeignSignalHandlers<T>(start: () => Promise<T>): Promise<T> {
  const existing = new Set(SHUTDOWN_SIGNALS.flatMap((signal) => process.listeners(signal)));
  try {
    return await start();
  } finally {
    for (const signal of SHUTDOWN_SIGNALS) {
      for (const listener of process.listeners(signal)) {
        if (!existing.has(listener)) process.off(signal, listener);
      }
    }
  }
}

function accountLines(config: AppConfig, generatedRootPassword: string | undefined): string[] {
  const root = generatedRootPassword
    ? `  Root:      ${config.accounts.rootEmail} / ${generatedRootPassword}  (generated, shown only now: note it, or set ROOT_PASSWORD)`
    : `  Root:      ${config.accounts.rootEmail} (password from ROOT_PASSWORD or set on first start)`;
  const demo = config.demoMode
    ? [
        `  Demo:      ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}  (an admin whose changes are simulated)`,
      ]
    : [];
  return [root, ...demo];
}

/**
 * Stops taking connections and lets the requests in flight finish, for at most `graceMs`.
 * server.close() refuses new connections and closes idle keep-alive ones; a connection busy with
 * a request is told `Connection: close` and closed once its answer went out, so no client sends
 * a further request into a replica that is going away. Whatever is still running after the
 * grace period is cut.
 */
function drainHttp(http: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const closeAfterAnswer = (_request: IncomingMessage, response: ServerResponse) => {
      response.shouldKeepAlive = false;
      response.once('finish', () => http.closeIdleConnections());
    };
    http.on('request', closeAfterAnswer);
    // Requests already running: their connection goes when they are answered.
    const sweep = setInterval(() => http.closeIdleConnections(), 100);
    const cut = setTimeout(() => http.closeAllConnections(), graceMs);
    http.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      http.off('request', closeAfterAnswer);
      resolve();
    });
  });
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = readConfig();
  const pino = createPino(config.logLevel);
  const say = (line: string) => pino.info(line);
  // A promise rejected where nobody listens is a bug to log, not a reason to stop serving
  // everyone else (Node's default ends the process).
  process.on('unhandledRejection', (reason) => pino.error({ err: reason }, 'Unhandled rejection'));
  // Once per start, in the log every deployment keeps (npm start, docker compose).
  const placeholderWarning = agencyPlaceholderWarning(config.agency);
  if (placeholderWarning) pino.warn(placeholderWarning);

  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    // Loaded only when needed: production images (DATABASE_URL) ship without the binaries.
    embedded = await withoutForeignSignalHandlers(async () => {
      const { startEmbeddedPostgres } = await import('./database/embedded-postgres.js');
      return startEmbeddedPostgres({
        dataDir: join(config.dataDir, 'postgres'),
        port: config.embeddedPostgresPort,
        database: 'showcase',
        log: say,
      });
    });
  }
  let mailSink: MailSink | undefined;
  if (!config.mail.smtpUrl) {
    mailSink = await withoutForeignSignalHandlers(async () => {
      const { startMailSink } = await import('./mail/mail-sink.js');
      return startMailSink(config.mail.sinkSmtpPort, config.mail.sinkWebPort);
    });
  }
  const resolved = {
    ...config,
    databaseUrl: config.databaseUrl ?? embedded!.url,
    mail: { ...config.mail, smtpUrl: config.mail.smtpUrl ?? mailSink!.smtpUrl },
  };
  await migrateAndSeed(resolved, say);

  const app = await createApp(resolved, pino);
  // Idle keep-alive connections stay open longer than a proxy or client keeps them (nginx keeps
  // upstream connections 60 s): with Node's 5 s, a request sent on a connection the server is just
  // closing fails with ECONNRESET. Headers must be allowed to take longer still.
  const http = app.getHttpServer() as Server;
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  http.headersTimeout = KEEP_ALIVE_MS + 1000;
  await app.listen(config.port, config.host);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, shutting down`);
    // Not ready at once: a balancer polling /health/ready stops sending work here, while the
    // process keeps serving until it has drained.
    app.get(Readiness).beginShutdown();
    const { drainMs, graceMs } = config.shutdown;
    // Whatever hangs (a stuck job, a PostgreSQL that does not stop) must not keep the old
    // replica around forever: a deploy waits for it.
    const forceExit = setTimeout(() => process.exit(1), drainMs + graceMs + 10_000).unref();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await drainHttp(http, graceMs);
    // Nest's shutdown hooks: job workers (pg-boss in the mail module, timers), then the pools.
    await app.close();
    await mailSink?.stop();
    await embedded?.stop();
    clearTimeout(forceExit);
    process.exit(0);
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => void stop(signal));

  const base = config.publicUrl.replace(/\/$/, '');
  const lines = [
    '',
    `  Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s${config.demoMode ? ' (demo mode)' : ''}`,
    config.webDistDir
      ? `  Site:      ${base}/`
      : '  Site:      served separately (SERVE_WEB=false)',
    `  API docs:  ${base}/api/docs`,
    `  Health:    ${base}/api/v1/health/ready`,
    `  Database:  ${embedded ? `embedded PostgreSQL in ${join(config.dataDir, 'postgres')}` : 'DATABASE_URL'}`,
    `  Mail:      ${mailSink ? `local inbox ${mailSink.inboxUrl} (nothing leaves this machine)` : 'SMTP_URL'}`,
    ...accountLines(config, app.get(StaffAccountsInitializer).generatedRootPassword),
    '  Press Ctrl-C to stop.',
    '',
  ];
  if (config.logLevel !== 'silent') process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(`Start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
