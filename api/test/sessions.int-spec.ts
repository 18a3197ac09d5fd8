import { createTestApp, TEST_ROOT } from './test-app';
import type { SessionClient, TestApp } from './test-app';

const HOUR = 60 * 60 * 1000;

/**
 * Staff and ArtAlley logins share one server-side session (SessionService): which login survives
 * which, when the session id changes, and what a session that is no longer valid still sees.
 */
describe('staff and gallery logins in one session', () => {
  let t: TestApp;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp({ ART_ADMIN_USERNAMES: 'curator' });
    await t.createEmployee({ email: 'eva@example.de', password: 'eva-pass' });
  });
  afterAll(() => t.close());
  afterEach(() => t.setNow(undefined));

  const sessionIds = async () =>
    (await t.db.query<{ sid: string }>(`SELECT sid FROM session`)).rows.map((row) => row.sid);

  /** Logs a new member in on this client and takes the new session's CSRF token. */
  async function galleryLogin(client: SessionClient, name = `member${(counter += 1)}`) {
    const response = await client.agent
      .post('/api/v1/gallery/auth/register')
      .set('X-CSRF-Token', client.token)
      .send({ username: name, password: 'secret-pass' });
    client.token = (await client.agent.get('/api/v1/csrf')).body.token as string;
    return response;
  }

  it('keeps a session without a login for an hour only, and a logged-in one for seven days', async () => {
    const expiryOf = async (sid: string) =>
      (
        await t.db.query<{ expire: Date }>(`SELECT expire FROM session WHERE sid = $1`, [sid])
      ).rows[0]!.expire.getTime();
    const before = await sessionIds();
    const visitor = await t.session();
    const [anonymous] = (await sessionIds()).filter((sid) => !before.includes(sid));
    expect(anonymous).toBeDefined();
    expect(await expiryOf(anonymous!)).toBeLessThanOrEqual(Date.now() + HOUR + 5000);

    const login = await visitor.agent
      .post('/api/v1/auth/login')
      .set('X-CSRF-Token', visitor.token)
      .send({ email: 'eva@example.de', password: 'eva-pass' });
    expect(login.status).toBe(200);
    const [loggedIn] = (await sessionIds()).filter((sid) => !before.includes(sid));
    expect(loggedIn).not.toBe(anonymous);
    expect(await expiryOf(loggedIn!)).toBeGreaterThan(Date.now() + 6 * 24 * HOUR);
    const cookieExpiry = /Expires=([^;]+)/.exec(String(login.headers['set-cookie']))?.[1];
    expect(Date.parse(cookieExpiry ?? '')).toBeGreaterThan(Date.now() + 6 * 24 * HOUR);
  });

  it('keeps a staff login through a gallery login (new session id) and a gallery logout', async () => {
    const client = await t.loginAs('eva@example.de', 'eva-pass');
    const before = await sessionIds();

    expect((await galleryLogin(client)).status).toBe(201);
    expect((await client.agent.get('/api/v1/gallery/auth/me')).status).toBe(200);
    expect((await client.agent.get('/api/v1/auth/me')).status).toBe(200);
    const after = await sessionIds();
    expect(after.filter((sid) => !before.includes(sid))).toHaveLength(1);

    const out = await client.agent
      .post('/api/v1/gallery/auth/logout')
      .set('X-CSRF-Token', client.token);
    expect(out.status).toBe(204);
    expect((await client.agent.get('/api/v1/gallery/auth/me')).status).toBe(401);
    expect((await client.agent.get('/api/v1/auth/me')).status).toBe(200);
  });

  it('ends the whole session at a gallery logout without a staff login', async () => {
    const client = await t.session();
    await galleryLogin(client);
    const out = await client.agent
      .post('/api/v1/gallery/auth/logout')
      .set('X-CSRF-Token', client.token);
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^sid=;/);
  });

  it('starts a staff login in a fresh session that holds the staff login only', async () => {
    const client = await t.session();
    await galleryLogin(client);
    const login = await client.agent
      .post('/api/v1/auth/login')
      .set('X-CSRF-Token', client.token)
      .send({ email: 'eva@example.de', password: 'eva-pass' });
    expect(login.status).toBe(200);
    expect((await client.agent.get('/api/v1/auth/me')).status).toBe(200);
    expect((await client.agent.get('/api/v1/gallery/auth/me')).status).toBe(401);
  });

  it('ends both logins at a staff logout', async () => {
    const client = await t.loginAs('eva@example.de', 'eva-pass');
    await galleryLogin(client);
    const out = await client.agent.post('/api/v1/auth/logout').set('X-CSRF-Token', client.token);
    expect(out.status).toBe(204);
    expect((await client.agent.get('/api/v1/auth/me')).status).toBe(401);
    expect((await client.agent.get('/api/v1/gallery/auth/me')).status).toBe(401);
  });

  it('makes the staff root the gallery admin, beside a member login too', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
    const inbox = await root.agent.get('/api/v1/contact-requests');
    expect(inbox.status).toBe(200);

    const registered = await galleryLogin(root, 'rootsfan');
    expect(registered.body).toEqual({ username: 'rootsfan', admin: true });
    expect((await root.agent.get('/api/v1/gallery/auth/me')).body).toEqual({
      username: 'rootsfan',
      admin: true,
    });
  });

  it('answers 401 to a gallery write without a member login, naming what is missing', async () => {
    const staff = await t.loginAs('eva@example.de', 'eva-pass');
    const response = await staff.agent
      .get('/api/v1/gallery/me/votes')
      .set('X-CSRF-Token', staff.token);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      code: 'NOT_AUTHENTICATED',
      detail: 'Please log in to the gallery first.',
    });
    const inbox = await staff.agent.get('/api/v1/contact-requests');
    expect(inbox.status).toBe(403);
    expect(inbox.body.detail).toBe('Only the gallery admin may do this.');
  });

  it('shows blocked vehicles only to a staff session that is still valid', async () => {
    const client = await t.loginAs('eva@example.de', 'eva-pass');
    expect((await client.agent.get('/api/v1/vehicles?includeBlocked=true')).status).toBe(200);

    t.setNow(new Date(Date.now() + 14 * HOUR + 60_000));
    const expired = await client.agent.get('/api/v1/vehicles?includeBlocked=true');
    expect(expired.status).toBe(401);
    expect(expired.body.detail).toBe('Log in to see blocked vehicles.');
    // A public route never ends the session; the next staff-only call does.
    expect((await client.agent.get('/api/v1/auth/me')).body.code).toBe('SESSION_EXPIRED');
  });
});
