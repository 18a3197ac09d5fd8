import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionCookieName } from '../src/common/session/session-cookie';
import { DEMO_ACCOUNT } from '../src/employees/employee.rules';
import { ACTORS, AUTHORIZATION_TABLE } from './authorization-matrix.table';
import type { Actor, Outcome } from './authorization-matrix.table';
import {
  concretePath,
  describeOperation,
  inBatches,
  readOperations,
  SESSION_CHANGING_OPERATIONS,
} from './openapi-operations';
import type { ApiOperation } from './openapi-operations';
import { createTestApp, TEST_ROOT } from './test-app';
import type { SessionClient, TestApp } from './test-app';

/**
 * Every operation of openapi.yaml × every kind of caller, against the reviewed table in
 * authorization-matrix.table.ts. Path parameters are random UUIDs and bodies are empty, so a
 * request that gets past authorization ends in 400 or 404 and changes nothing; every unsafe
 * request carries its own session's CSRF token, so CSRF never hides the authorization answer.
 */
const operations = readOperations();
const covered = operations.filter((operation) => operation.key in AUTHORIZATION_TABLE);

interface Cell {
  operation: ApiOperation;
  actor: Actor;
  expected: Outcome;
}

const cells: Cell[] = covered.flatMap((operation) =>
  ACTORS.map((actor) => ({
    operation,
    actor,
    expected: AUTHORIZATION_TABLE[operation.key]![actor],
  })),
);
const cellKey = (cell: Cell) => `${cell.operation.key} as ${cell.actor}`;

interface Answer {
  /** The request as sent, e.g. `DELETE /api/v1/vehicles/5f0c…`. */
  request: string;
  status: number;
  code?: string;
  /** The response set or cleared the session cookie. */
  touchedSession: boolean;
  /** Ran in the session the other cells of this actor share. */
  shared: boolean;
}

/** What an answer means for authorization, in the table's words (or what went wrong). */
function outcomeOf(answer: Answer): string {
  const { status, code } = answer;
  if (status === 429) return '429 (rate limited: the cell proves nothing)';
  if (code === 'CSRF_INVALID') return '403 CSRF_INVALID (refused for CSRF, not authorization)';
  if (status === 401) return code === 'NOT_AUTHENTICATED' ? '401' : `401 ${code ?? ''}`;
  if (status === 403) return code === 'FORBIDDEN' ? '403' : `403 ${code ?? ''}`;
  if (status >= 500) return `${status} ${code ?? ''} (a server error is no authorization answer)`;
  return 'allow';
}

const STAFF = {
  employee: { email: 'matrix-employee@example.com', password: 'employee-pass', role: 'employee' },
  admin: { email: 'matrix-admin@example.com', password: 'admin-pass', role: 'admin' },
  root: { ...TEST_ROOT, role: 'root' },
  demo: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, role: 'admin' },
} as const;

describe('authorization matrix (openapi.yaml × callers)', () => {
  let t: TestApp;
  let mediaDir: string;
  let members = 0;
  const shared = new Map<Actor, SessionClient>();
  const answers = new Map<string, Answer>();

  /** A new session of this kind of caller, with a CSRF token of that session. */
  async function sessionAs(actor: Actor): Promise<SessionClient> {
    if (actor === 'anonymous') return t.session();
    if (actor !== 'member') return t.loginAs(STAFF[actor].email, STAFF[actor].password);
    const client = await t.session();
    members += 1;
    const registered = await client.agent
      .post('/api/v1/gallery/auth/register')
      .set('X-CSRF-Token', client.token)
      .send({ username: `matrix${members}`, password: 'member-pass' });
    if (registered.status !== 201) {
      throw new Error(`member registration failed: ${registered.status} ${registered.text}`);
    }
    const fresh = await client.agent.get('/api/v1/csrf').expect(200);
    return { ...client, token: (fresh.body as { token: string }).token };
  }

  async function call(
    client: SessionClient,
    operation: ApiOperation,
  ): Promise<Omit<Answer, 'shared'>> {
    const path = concretePath(operation);
    let request = client.agent[operation.method](path);
    if (operation.unsafe) request = request.set('X-CSRF-Token', client.token);
    // Minimal bodies: `{}` where JSON is expected, no file where a multipart upload is.
    const response = operation.json ? await request.send({}) : await request;
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const cookieName = sessionCookieName(t.config.publicUrl);
    return {
      request: `${operation.method.toUpperCase()} ${path}`,
      status: response.status,
      code: (response.body as { code?: string } | undefined)?.code,
      touchedSession: cookies.some((cookie) => cookie.startsWith(`${cookieName}=`)),
    };
  }

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'authorization-matrix-media-'));
    t = await createTestApp({ DEMO_MODE: 'true', MEDIA_DIR: mediaDir });
    await t.createEmployee(STAFF.employee);
    await t.createEmployee(STAFF.admin);
    for (const actor of ACTORS) shared.set(actor, await sessionAs(actor));

    // Operations that keep the session run in the actor's one shared session, a few at a time;
    // those that start or end a session get a fresh session (a fresh login) each.
    const [keeping, changing] = [
      cells.filter((cell) => !SESSION_CHANGING_OPERATIONS.has(cell.operation.operationId)),
      cells.filter((cell) => SESSION_CHANGING_OPERATIONS.has(cell.operation.operationId)),
    ];
    await inBatches(keeping, 6, async (cell) => {
      const answer = await call(shared.get(cell.actor)!, cell.operation);
      answers.set(cellKey(cell), { ...answer, shared: true });
    });
    await inBatches(changing, 3, async (cell) => {
      const answer = await call(await sessionAs(cell.actor), cell.operation);
      answers.set(cellKey(cell), { ...answer, shared: false });
    });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('has exactly one reviewed row per operation of openapi.yaml', () => {
    expect(operations.length).toBeGreaterThan(40);
    const missing = operations.filter((operation) => !(operation.key in AUTHORIZATION_TABLE));
    const known = new Set(operations.map((operation) => operation.key));
    const stale = Object.keys(AUTHORIZATION_TABLE).filter((key) => !known.has(key));
    const problems = [
      ...missing.map(
        (operation) =>
          `${describeOperation(operation)} is in openapi.yaml but has no row in ` +
          'authorization-matrix.table.ts: add one from its access decorator',
      ),
      ...stale.map(
        (key) =>
          `${key} has a row in authorization-matrix.table.ts but is no operation of ` +
          'openapi.yaml any more: remove or rename the row',
      ),
    ];
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });

  it('calls every actor who the table says it is (demo mode on, roles as named)', async () => {
    expect((await shared.get('anonymous')!.agent.get('/api/v1/agency/site-mode')).body).toEqual({
      demoMode: true,
    });
    for (const actor of ['employee', 'admin', 'root', 'demo'] as const) {
      const me = await shared.get(actor)!.agent.get('/api/v1/auth/me');
      expect({ actor, status: me.status, role: me.body.role, demo: me.body.demo }).toEqual({
        actor,
        status: 200,
        role: STAFF[actor].role,
        demo: actor === 'demo',
      });
    }
    const member = await shared.get('member')!.agent.get('/api/v1/gallery/auth/me');
    expect({ status: member.status, admin: member.body.admin }).toEqual({
      status: 200,
      admin: false,
    });
  });

  it.each(
    cells.map((cell): [string, Actor, Outcome, Cell] => [
      describeOperation(cell.operation),
      cell.actor,
      cell.expected,
      cell,
    ]),
  )('%s as %s: %s', (_name, _actor, _expected, cell) => {
    const answer = answers.get(cellKey(cell));
    if (!answer) throw new Error(`${cellKey(cell)} was not called`);
    const outcome = outcomeOf(answer);
    if (outcome !== cell.expected) {
      throw new Error(
        `${answer.request} as ${cell.actor}: the table says ${cell.expected}, the server ` +
          `answered ${answer.status}${answer.code ? ` ${answer.code}` : ''} (${outcome})`,
      );
    }
    if (answer.shared && answer.touchedSession) {
      throw new Error(
        `${answer.request} as ${cell.actor} changed the session the other cells share: add ` +
          `${cell.operation.operationId} to SESSION_CHANGING_OPERATIONS (openapi-operations.ts)`,
      );
    }
  });

  it('leaves every shared session logged in as its actor, with its CSRF token', async () => {
    for (const actor of ACTORS) {
      const client = shared.get(actor)!;
      const csrf = await client.agent.get('/api/v1/csrf');
      const staff = await client.agent.get('/api/v1/auth/me');
      const member = await client.agent.get('/api/v1/gallery/auth/me');
      expect({ actor, token: csrf.body.token, staff: staff.status, member: member.status }).toEqual(
        {
          actor,
          token: client.token,
          staff: actor in STAFF ? 200 : 401,
          member: actor === 'member' ? 200 : 401,
        },
      );
    }
  });
});
