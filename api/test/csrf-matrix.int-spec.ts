import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { DEMO_ACCOUNT } from '../src/employees/employee.rules';
import { ACTORS, AUTHORIZATION_TABLE } from './authorization-matrix.table';
import type { Actor } from './authorization-matrix.table';
import {
  concretePath,
  describeOperation,
  readOperations,
  SESSION_CHANGING_OPERATIONS,
} from './openapi-operations';
import type { ApiOperation } from './openapi-operations';
import { createTestApp, TEST_ROOT } from './test-app';
import type { SessionClient, TestApp } from './test-app';

/**
 * Every unsafe operation of openapi.yaml (POST, PUT, PATCH, DELETE), sent by a caller the
 * authorization table allows, with a body and target it would be accepted with — so that CSRF
 * is the only reason left to refuse it: (a) without the X-CSRF-Token header, (b) with the valid
 * token of another session of the same caller, (c) with its own valid token but
 * `Sec-Fetch-Site: cross-site`. Each answers 403 CSRF_INVALID as problem+json, and the whole
 * matrix stores nothing (the row count of every table but `session`, the picture files). A
 * control at the end sends the same requests properly and sees them pass the CSRF check.
 */
const unsafeOperations = readOperations().filter((operation) => operation.unsafe);

/** Who sends an operation: a visitor where anyone may, else a member, else the staff root. */
const PREFERRED_ACTORS: readonly Actor[] = ['anonymous', 'member', 'root'];
function actorFor(operation: ApiOperation): Actor | undefined {
  const row = AUTHORIZATION_TABLE[operation.key];
  if (!row) return undefined;
  return [...PREFERRED_ACTORS, ...ACTORS].find((actor) => row[actor] === 'allow');
}

const VARIANTS = {
  'without a CSRF token': 'missing',
  "with another session's valid token": 'foreign',
  'with a valid token but Sec-Fetch-Site: cross-site': 'cross-site',
} as const;
type Variant = (typeof VARIANTS)[keyof typeof VARIANTS];

const LOGIN = { email: 'csrf-login@example.com', password: 'login-pass-1' };
const MEMBER = { username: 'csrfmember', password: 'member-pass' };
const STAFF: Partial<Record<Actor, { email: string; password: string }>> = {
  employee: { email: 'csrf-employee@example.com', password: 'employee-pass' },
  admin: { email: 'csrf-admin@example.com', password: 'admin-pass' },
  root: TEST_ROOT,
  demo: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
};

/** Real resources the requests aim at, made before the counting starts. */
interface Targets {
  contactRequestId: string;
  galleryItemId: string;
  commentId: string;
  vehicleId: string;
  employeeId: string;
  imageId: string;
  priceDurations: number[];
  settings: Record<string, unknown>;
}

interface TableState {
  counts: Record<string, number>;
  digests: Record<string, string>;
}

/** What a request carries: path parameters, a JSON body or a file, and whether it succeeds. */
interface Plan {
  params?: Record<string, string>;
  json?: object;
  file?: boolean;
  /** With a valid token the request succeeds (2xx); else it only passes CSRF and access. */
  accepted: boolean;
}

const vehicleInput = (targets: Targets, name: string) => ({
  type: 'motorboats',
  name,
  passengers: 4,
  prices: Object.fromEntries(targets.priceDurations.map((hours) => [String(hours), 5000 * hours])),
  depositCents: null,
  licence: 'no',
  extraBarbecue: false,
  extraMusicBox: false,
  extraBinoculars: false,
  captainCentsPerHour: null,
  descriptionDe: 'Ein Boot für den CSRF-Test.',
  descriptionEn: 'A boat for the CSRF test.',
  imageIds: [targets.imageId],
});

const contactMessage = { sender: 'Csrf Test', email: 'csrf@example.com', body: 'Hello there.' };

/**
 * Bodies and targets the caller would succeed with, by operationId. An unsafe operation not
 * listed still runs (random ids, `{}` or a picture): then only the refusal is checked.
 */
const PLANS: Record<string, (targets: Targets) => Plan> = {
  login: () => ({ json: LOGIN, accepted: true }),
  logout: () => ({ accepted: true }),
  requestPasswordRecovery: () => ({ json: { email: LOGIN.email, lang: 'en' }, accepted: true }),
  resetPassword: () => ({
    json: { token: 'x'.repeat(43), password: 'new-pass-1' },
    accepted: false,
  }),
  createContactRequest: () => ({ json: contactMessage, accepted: true }),
  setContactRequestSeen: (targets) => ({
    params: { id: targets.contactRequestId },
    json: { seen: true },
    accepted: true,
  }),
  deleteContactRequest: (targets) => ({ params: { id: targets.contactRequestId }, accepted: true }),
  setDayBlocked: () => ({
    params: { date: '2031-03-14' },
    json: { blocked: true },
    accepted: true,
  }),
  createEmployee: () => ({
    json: {
      firstName: 'Neu',
      lastName: 'Person',
      email: 'csrf-new@example.com',
      password: 'new-pass-1',
    },
    accepted: true,
  }),
  updateEmployeeStatus: (targets) => ({
    params: { id: targets.employeeId },
    json: { active: false },
    accepted: true,
  }),
  logInMember: () => ({ json: MEMBER, accepted: true }),
  logOutMember: () => ({ accepted: true }),
  registerMember: () => ({
    json: { username: 'csrfnewbie', password: 'member-pass' },
    accepted: true,
  }),
  deleteGalleryComment: (targets) => ({ params: { id: targets.commentId }, accepted: true }),
  voteOnGalleryComment: (targets) => ({
    params: { id: targets.commentId },
    json: { value: 1 },
    accepted: true,
  }),
  uploadGalleryItem: () => ({ file: true, accepted: true }),
  deleteGalleryItem: (targets) => ({ params: { id: targets.galleryItemId }, accepted: true }),
  addGalleryComment: (targets) => ({
    params: { id: targets.galleryItemId },
    json: { body: 'Lovely colours.' },
    accepted: true,
  }),
  markGalleryItemSeen: (targets) => ({ params: { id: targets.galleryItemId }, accepted: true }),
  voteOnGalleryItem: (targets) => ({
    params: { id: targets.galleryItemId },
    json: { value: 1 },
    accepted: true,
  }),
  sendContactMessage: () => ({ json: contactMessage, accepted: true }),
  uploadImage: () => ({ file: true, accepted: true }),
  createPrawnOrder: () => ({
    json: {
      firstName: 'Csrf',
      lastName: 'Test',
      email: 'csrf@example.com',
      street: 'Hauptstraße 1',
      additional: '-',
      postal: '10115',
      city: 'Berlin',
      country: 'Germany',
    },
    accepted: true,
  }),
  updateBusinessSettings: (targets) => ({ json: targets.settings, accepted: true }),
  createVehicle: (targets) => ({ json: vehicleInput(targets, 'Csrf Neu'), accepted: true }),
  deleteVehicle: (targets) => ({ params: { id: targets.vehicleId }, accepted: true }),
  setVehicleBlocked: (targets) => ({
    params: { id: targets.vehicleId },
    json: { blocked: true },
    accepted: true,
  }),
  updateVehicle: (targets) => ({
    params: { id: targets.vehicleId },
    json: vehicleInput(targets, 'Csrf Boot'),
    accepted: true,
  }),
};

function planFor(operation: ApiOperation, targets: Targets): Plan {
  const plan = PLANS[operation.operationId];
  if (plan) return plan(targets);
  return { json: operation.json ? {} : undefined, file: !!operation.fileField, accepted: false };
}

/** A tiny PNG of a colour used nowhere else (equal pictures share one stored image). */
const pixelPicture = (background: string) =>
  sharp({ create: { width: 4, height: 3, channels: 3, background } })
    .png()
    .toBuffer();

describe('CSRF matrix (every unsafe operation of openapi.yaml)', () => {
  let t: TestApp;
  let mediaDir: string;
  let targets: Targets;
  let picture: Buffer;
  const shared = new Map<Actor, SessionClient>();
  /** A second session of each caller: its token is valid, but not for the first session. */
  const twins = new Map<Actor, SessionClient>();
  let before: TableState;
  let filesBefore: string[];

  async function sessionAs(actor: Actor): Promise<SessionClient> {
    if (actor === 'anonymous') return t.session();
    const staff = STAFF[actor];
    if (staff) return t.loginAs(staff.email, staff.password);
    const client = await t.session();
    const login = await client.agent
      .post('/api/v1/gallery/auth/login')
      .set('X-CSRF-Token', client.token)
      .send(MEMBER);
    if (login.status !== 200) throw new Error(`member login failed: ${login.status} ${login.text}`);
    const fresh = await client.agent.get('/api/v1/csrf').expect(200);
    return { ...client, token: (fresh.body as { token: string }).token };
  }

  /** The caller's shared session, or a fresh one for an operation that changes sessions. */
  async function clientFor(operation: ApiOperation, actor: Actor): Promise<SessionClient> {
    if (SESSION_CHANGING_OPERATIONS.has(operation.operationId)) return sessionAs(actor);
    let client = shared.get(actor);
    if (!client) {
      client = await sessionAs(actor);
      shared.set(actor, client);
    }
    return client;
  }

  async function twinOf(actor: Actor): Promise<SessionClient> {
    let twin = twins.get(actor);
    if (!twin) {
      twin = await sessionAs(actor);
      twins.set(actor, twin);
    }
    return twin;
  }

  function send(
    client: SessionClient,
    operation: ApiOperation,
    path: string,
    plan: Plan,
    headers: Record<string, string>,
  ): Promise<Response> {
    let request = client.agent[operation.method](path);
    for (const [name, value] of Object.entries(headers)) request = request.set(name, value);
    if (plan.file) return request.attach(operation.fileField ?? 'file', picture, 'pixel.png');
    return plan.json === undefined ? request : request.send(plan.json);
  }

  /**
   * Every table of the public schema but `session` and `rate_limits` (which the requests
   * themselves touch): its row count, and a digest of its rows, which also notices a changed or a
   * deleted-and-added row.
   */
  async function tableState(): Promise<TableState> {
    const tables = await t.db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
          AND c.relname NOT IN ('session', 'rate_limits')
        ORDER BY c.relname`,
    );
    const state: TableState = { counts: {}, digests: {} };
    for (const { name } of tables.rows) {
      const result = await t.db.query<{ count: number; digest: string }>(
        `SELECT count(*)::int AS count,
                md5(coalesce(string_agg(row_text, '|' ORDER BY row_text), '')) AS digest
           FROM (SELECT r::text AS row_text FROM public."${name.replaceAll('"', '""')}" r) rows`,
      );
      state.counts[name] = result.rows[0]!.count;
      state.digests[name] = result.rows[0]!.digest;
    }
    return state;
  }

  const mediaFiles = async () => (await readdir(mediaDir, { recursive: true })).map(String).sort();

  /** Makes the real resources the requests aim at (with valid requests, before counting). */
  async function createTargets(): Promise<Targets> {
    const root = shared.get('root')!;
    const member = shared.get('member')!;
    const visitor = await t.session();
    const ok = (response: Response, what: string) => {
      if (response.status >= 300) {
        throw new Error(`setup: ${what} failed: ${response.status} ${response.text}`);
      }
      return response.body as Record<string, unknown>;
    };
    const contact = ok(
      await visitor.agent
        .post('/api/v1/contact-requests')
        .set('X-CSRF-Token', visitor.token)
        .send(contactMessage),
      'contact request',
    );
    const item = ok(
      await root.agent
        .post('/api/v1/gallery/items')
        .set('X-CSRF-Token', root.token)
        .attach('file', await pixelPicture('#102030'), 'item.png'),
      'gallery item',
    );
    const comment = ok(
      await member.agent
        .post(`/api/v1/gallery/items/${String(item.id)}/comments`)
        .set('X-CSRF-Token', member.token)
        .send({ body: 'First!' }),
      'comment',
    );
    const image = ok(
      await root.agent
        .post('/api/v1/media/images')
        .set('X-CSRF-Token', root.token)
        .attach('file', await pixelPicture('#405060'), 'boat.png'),
      'vehicle picture',
    );
    const durations = ok(await root.agent.get('/api/v1/vehicles/price-durations'), 'durations');
    const settings = ok(await root.agent.get('/api/v1/settings/business'), 'settings');
    delete settings.simulated;
    const partial = {
      imageId: String(image.id),
      priceDurations: (durations.durations as Record<string, number[]>).motorboats!,
    } as Targets;
    const vehicle = ok(
      await root.agent
        .post('/api/v1/vehicles')
        .set('X-CSRF-Token', root.token)
        .send(vehicleInput(partial, 'Csrf Boot')),
      'vehicle',
    );
    return {
      ...partial,
      contactRequestId: String(contact.id),
      galleryItemId: String(item.id),
      commentId: String(comment.id),
      vehicleId: String(vehicle.id),
      employeeId: await t.createEmployee({ email: 'csrf-target@example.com', password: 'pass-1' }),
      settings,
    };
  }

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'csrf-matrix-media-'));
    t = await createTestApp({ DEMO_MODE: 'true', MEDIA_DIR: mediaDir });
    await t.createEmployee(LOGIN);
    for (const actor of ['employee', 'admin'] as const) {
      await t.createEmployee({ ...STAFF[actor]!, role: actor });
    }
    const registrar = await t.session();
    const registered = await registrar.agent
      .post('/api/v1/gallery/auth/register')
      .set('X-CSRF-Token', registrar.token)
      .send(MEMBER);
    if (registered.status !== 201) throw new Error(`member registration: ${registered.text}`);
    for (const actor of PREFERRED_ACTORS) shared.set(actor, await sessionAs(actor));
    targets = await createTargets();
    picture = await pixelPicture('#a1b2c3');
    before = await tableState();
    filesBefore = await mediaFiles();
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('covers every unsafe operation, each with a caller the authorization table allows', () => {
    expect(unsafeOperations.length).toBeGreaterThan(20);
    const without = unsafeOperations.filter((operation) => !actorFor(operation));
    if (without.length > 0) {
      throw new Error(
        without
          .map(
            (operation) =>
              `${describeOperation(operation)}: no row allowing anyone in ` +
              'authorization-matrix.table.ts, so no caller to send it',
          )
          .join('\n'),
      );
    }
  });

  const cases = unsafeOperations.flatMap((operation) =>
    Object.entries(VARIANTS).map(
      ([label, variant]): [string, string, string, ApiOperation, Variant] => [
        describeOperation(operation),
        actorFor(operation) ?? 'nobody',
        label,
        operation,
        variant,
      ],
    ),
  );

  it.each(cases)(
    '%s as %s %s: 403 CSRF_INVALID',
    async (_name, _actor, _label, operation, variant) => {
      const actor = actorFor(operation);
      if (!actor) throw new Error(`${operation.key}: no caller (see the first test)`);
      const plan = planFor(operation, targets);
      const client = await clientFor(operation, actor);
      let headers: Record<string, string> = {};
      if (variant === 'foreign') {
        const twin = await twinOf(actor);
        expect(twin.token).not.toBe(client.token);
        headers = { 'X-CSRF-Token': twin.token };
      }
      if (variant === 'cross-site') {
        headers = { 'X-CSRF-Token': client.token, 'Sec-Fetch-Site': 'cross-site' };
      }
      const response = await send(
        client,
        operation,
        concretePath(operation, plan.params),
        plan,
        headers,
      );
      expect({
        status: response.status,
        type: response.headers['content-type'],
        code: (response.body as { code?: string }).code,
      }).toEqual({
        status: 403,
        type: expect.stringMatching(/^application\/problem\+json/),
        code: 'CSRF_INVALID',
      });
    },
  );

  it('stored nothing: every table keeps its row count, no picture file was written', async () => {
    const after = await tableState();
    expect(Object.keys(before.counts).length).toBeGreaterThan(5);
    expect(after.counts).toEqual(before.counts);
    const changed = Object.keys(before.digests).filter(
      (name) => after.digests[name] !== before.digests[name],
    );
    expect({ 'tables whose rows changed': changed }).toEqual({ 'tables whose rows changed': [] });
    expect(await mediaFiles()).toEqual(filesBefore);
  });

  // The control, after the count: the same requests with a valid token from the same site get
  // past the CSRF check (and access), and those with a complete body succeed. Deletes go last,
  // so the other requests still find their targets.
  const controls = [
    ...unsafeOperations.filter((operation) => operation.method !== 'delete'),
    ...unsafeOperations.filter((operation) => operation.method === 'delete'),
  ];

  it.each(
    controls.map((operation): [string, ApiOperation] => [describeOperation(operation), operation]),
  )('control: %s with a valid token passes the CSRF check', async (_name, operation) => {
    const actor = actorFor(operation);
    if (!actor) throw new Error(`${operation.key}: no caller (see the first test)`);
    const plan = planFor(operation, targets);
    const client = await clientFor(operation, actor);
    const path = concretePath(operation, plan.params);
    const response = await send(client, operation, path, plan, {
      'X-CSRF-Token': client.token,
      'Sec-Fetch-Site': 'same-origin',
    });
    const answer = `${operation.method.toUpperCase()} ${path} answered ${response.status} ${response.text}`;
    if (plan.accepted && (response.status < 200 || response.status >= 300)) {
      throw new Error(`${answer}: its body or target no longer makes it succeed (see PLANS)`);
    }
    if ([401, 403, 429].includes(response.status)) {
      throw new Error(`${answer}: refused with a valid token, so the matrix proves nothing`);
    }
  });
});
