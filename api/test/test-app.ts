import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client, Pool } from 'pg';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { Test } from '@nestjs/testing';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/common/http/configure-app';
import { Clock } from '../src/common/clock';
import { createPino } from '../src/common/logging/logger';
import { loadConfig } from '../src/config/app-config';
import { hashPassword } from '../src/common/security/password-hashing';
import type { ResolvedConfig } from '../src/config/app-config';
import { MailCapture } from './mail-capture';
import { databaseUrl, TEMPLATE_DATABASE, testCluster } from './test-cluster';

export const OPENAPI_FILE = resolve(__dirname, '..', '..', 'openapi.yaml');

export const TEST_ROOT = { email: 'root@example.com', password: 'root-secret-1' };

export interface TestApp {
  app: NestExpressApplication;
  /** Every mail the app sent (replaceable when a test restarts the SMTP server). */
  mail: MailCapture;
  /** Set the time the app sees (session expiry, token lifetimes); undefined = real time. */
  setNow(now: Date | undefined): void;
  config: ResolvedConfig;
  /** A pool on this test file's own database, for checking stored rows. */
  db: Pool;
  databaseName: string;
  /** A client that keeps cookies and sends a valid CSRF token (and its own client IP). */
  session(ip?: string): Promise<SessionClient>;
  /** A session logged in with these credentials (with a CSRF token of the new session). */
  loginAs(email: string, password: string, ip?: string): Promise<SessionClient>;
  /** A new ArtAlley member, logged in (registering logs in), with the new session's token. */
  registerMember(username: string, password?: string): Promise<SessionClient>;
  /** The public demo account, logged in with the credentials the login form is given. */
  loginAsDemo(): Promise<SessionClient>;
  /** Creates an account directly in the database (role employee unless given). */
  createEmployee(fields: {
    email: string;
    password: string;
    role?: string;
    active?: boolean;
  }): Promise<string>;
  /** Drops this file's database (to simulate an outage). */
  dropDatabase(): Promise<void>;
  /** Re-creates it from the template (the outage ends). */
  restoreDatabase(): Promise<void>;
  close(): Promise<void>;
}

export interface SessionClient {
  agent: TestAgent;
  token: string;
  ip: string;
}

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testCluster().adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

let ipCounter = 0;
/** Each session gets its own documentation-range address so per-IP limits don't leak between tests. */
export function nextTestIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter % 250}`;
}

/** A fresh app on a fresh clone of the migrated template database. */
export async function createTestApp(
  env: Record<string, string> = {},
  /** `sameDatabaseAs`: a second replica on another app's database (that app drops it). */
  options: { sameDatabaseAs?: TestApp } = {},
): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  const databaseName = shared?.databaseName ?? `test_${randomUUID().replaceAll('-', '')}`;
  const createDatabase = () =>
    admin((client) =>
      client.query(`CREATE DATABASE "${databaseName}" TEMPLATE "${TEMPLATE_DATABASE}"`),
    );
  if (!shared) await createDatabase();
  const url = databaseUrl(testCluster(), databaseName);
  const mail = new MailCapture();
  await mail.start();
  const loaded = loadConfig({
    ROOT_EMAIL: TEST_ROOT.email,
    ROOT_PASSWORD: TEST_ROOT.password,
    SESSION_SECRET: 'integration-test-secret-of-enough-length',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    // Also the longest a request waits for a free pool connection: the tests that fire 200
    // requests at once queue behind the pool, and on a loaded machine 1 s was too little (503s
    // instead of the rule under test). An outage is seen at once either way (refused connections).
    DB_CONNECT_TIMEOUT_MS: '5000',
    // pg-boss's minimum: a job this app queues wakes its worker at once, but a retry, a delayed
    // job or one queued by another replica waits for the next poll.
    JOB_POLL_INTERVAL_MS: '500',
    ...env,
  });
  const config: ResolvedConfig = {
    ...loaded,
    databaseUrl: url,
    mail: { ...loaded.mail, smtpUrl: mail.url },
  };
  let fixedNow: Date | undefined;
  const clock = { now: () => fixedNow ?? new Date() };
  // Built like createApp(), with the clock under the test's control.
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] })
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    logger: false,
  });
  configureApp(app, config, createPino('silent'));
  await app.init();
  const db = new Pool({ connectionString: url, max: 2 });
  db.on('error', () => undefined);

  const testApp: TestApp = {
    app,
    mail,
    setNow: (now) => {
      fixedNow = now;
    },
    config,
    db,
    databaseName,
    async session(ip = nextTestIp()) {
      const agent = request.agent(app.getHttpServer()).set('X-Forwarded-For', ip);
      const response = await agent.get('/api/v1/csrf').expect(200);
      return { agent, token: (response.body as { token: string }).token, ip };
    },
    async loginAs(email, password, ip) {
      const client = await testApp.session(ip);
      const response = await client.agent
        .post('/api/v1/auth/login')
        .set('X-CSRF-Token', client.token)
        .send({ email, password });
      if (response.status !== 200)
        throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
      const fresh = await client.agent.get('/api/v1/csrf').expect(200);
      return { ...client, token: (fresh.body as { token: string }).token };
    },
    async registerMember(username, password = 'secret-pass') {
      const client = await testApp.session();
      const response = await client.agent
        .post('/api/v1/gallery/auth/register')
        .set('X-CSRF-Token', client.token)
        .send({ username, password });
      if (response.status !== 201)
        throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
      // The session id changed at login: the CSRF token of the new session.
      const fresh = await client.agent.get('/api/v1/csrf').expect(200);
      return { ...client, token: (fresh.body as { token: string }).token };
    },
    async loginAsDemo() {
      const visitor = await testApp.session();
      const credentials = await visitor.agent.get('/api/v1/auth/demo-credentials').expect(200);
      const { email, password } = credentials.body as { email: string; password: string };
      return testApp.loginAs(email, password);
    },
    async createEmployee({ email, password, role = 'employee', active = true }) {
      const result = await db.query<{ id: string }>(
        `INSERT INTO employees (first_name, last_name, email, password_hash, role, active)
         VALUES ('Test', 'Person', $1, $2, $3, $4) RETURNING id`,
        [email.toLowerCase(), await hashPassword(password), role, active],
      );
      return result.rows[0]!.id;
    },
    dropDatabase: () =>
      admin((client) => client.query(`DROP DATABASE "${databaseName}" WITH (FORCE)`)).then(
        () => undefined,
      ),
    restoreDatabase: () => createDatabase().then(() => undefined),
    async close() {
      await app.close();
      await testApp.mail.stop().catch(() => undefined);
      await db.end();
      if (shared) return;
      await admin((client) =>
        client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`),
      );
    },
  };
  return testApp;
}
