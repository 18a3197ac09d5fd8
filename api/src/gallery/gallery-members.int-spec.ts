import jestOpenAPI from 'jest-openapi';
import type { Response } from 'supertest';
import { createTestApp, OPENAPI_FILE } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';

jestOpenAPI(OPENAPI_FILE);

const LIMIT = 5;
const DEVICE_COOKIE = 'gallery_device';
const PASSWORD = 'secret-pass';

function deviceCookieOf(response: Response): string | undefined {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((line) => line.startsWith(`${DEVICE_COOKIE}=`))?.split(';')[0];
}

describe('ArtAlley members: user names and login throttling', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function register(username: string, client?: SessionClient) {
    const session = client ?? (await t.session());
    const response = await session.agent
      .post('/api/v1/gallery/auth/register')
      .set('X-CSRF-Token', session.token)
      .send({ username, password: PASSWORD });
    return response;
  }

  async function login(
    username: string,
    password: string,
    options: { client?: SessionClient; cookie?: string } = {},
  ) {
    const client = options.client ?? (await t.session());
    const call = client.agent
      .post('/api/v1/gallery/auth/login')
      .set('X-CSRF-Token', client.token)
      .send({ username, password });
    const response = await (options.cookie ? call.set('Cookie', options.cookie) : call);
    if (response.status === 200) {
      client.token = (await client.agent.get('/api/v1/csrf')).body.token as string;
    }
    return response;
  }

  describe('user names', () => {
    it.each([
      ['a zero-width space', 'ada\u200Bart'],
      ['a zero-width joiner', 'ada\u200Dart'],
      ['a right-to-left override', '\u202Eadmin'],
      ['a left-to-right isolate', 'ad\u2066min'],
      ['HTML', '<b>ada</b>'],
      ['an ampersand', 'ada&bob'],
      ['a quote', 'ada"art'],
      ['a space', 'ada art'],
      ['an emoji', 'ada\u{1F600}art'],
      ['a Cyrillic look-alike letter', '\u0410daArt'],
      ['a Greek look-alike letter', 'Ad\u03B1Art'],
      ['a leading separator', '_adaart'],
      ['a trailing separator', 'adaart.'],
      ['two separators in a row', 'ada--art'],
    ])('refuses a user name with %s (400 naming username)', async (_, username) => {
      const response = await register(username);
      expect(response.status).toBe(400);
      expect(response).toSatisfyApiSpec();
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.errors).toEqual([
        {
          field: 'username',
          code: 'INVALID_FORMAT',
          message: 'User names may only contain letters, digits and single . _ - between them.',
        },
      ]);
      const rows = await t.db.query(
        `SELECT count(*)::int AS n FROM gallery_members WHERE username = $1`,
        [username],
      );
      expect(rows.rows[0].n).toBe(0);
    });

    it.each([['Jürgen'], ['Straße'], ['ÖLGEMÄLDE'], ['Zoë.Noël'], ['ana-maria'], ['j_doe_99']])(
      'accepts %s',
      async (username) => {
        const response = await register(username);
        expect(response.status).toBe(201);
        expect(response.body.username).toBe(username);
      },
    );

    it('makes look-alikes collide: case and fullwidth forms are the same name', async () => {
      expect((await register('Ada1')).status).toBe(201);
      for (const lookAlike of ['ada1', 'ADA1', '\uFF21\uFF44\uFF41\uFF11', 'ａｄａ1']) {
        const response = await register(lookAlike);
        expect({ lookAlike, status: response.status }).toEqual({ lookAlike, status: 400 });
        expect(response.body.errors).toEqual([
          expect.objectContaining({ field: 'username', code: 'USERNAME_TAKEN' }),
        ]);
      }
      const stored = await t.db.query(
        `SELECT username, username_key FROM gallery_members WHERE username_key = 'ada1'`,
      );
      expect(stored.rows).toEqual([{ username: 'Ada1', username_key: 'ada1' }]);
    });

    it('stores the normalised form of a fullwidth name and logs in by any of its forms', async () => {
      const created = await register('\uFF2D\uFF49\uFF4C\uFF41');
      expect(created.status).toBe(201);
      expect(created.body.username).toBe('Mila');
      for (const form of ['mila', 'MILA', '\uFF2D\uFF49\uFF4C\uFF41']) {
        const response = await login(form, PASSWORD);
        expect({ form, status: response.status }).toEqual({ form, status: 200 });
        expect(response.body.username).toBe('Mila');
      }
    });
  });

  describe('login throttling', () => {
    it('lets at most five of 20 concurrent wrong passwords reach the password check', async () => {
      expect((await register('burster')).status).toBe(201);
      const clients = await Promise.all(Array.from({ length: 20 }, () => t.session()));
      const answers = await Promise.all(
        clients.map((client) => login('burster', 'wrong-pass', { client })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(LIMIT).fill(401), ...Array(20 - LIMIT).fill(429)]);
      const limited = answers.find((answer) => answer.status === 429)!;
      expect(limited).toSatisfyApiSpec();
      expect(limited.body.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('locks an account after five wrong passwords, whatever the spelling of its name', async () => {
      expect((await register('Locksmith')).status).toBe(201);
      const spellings = ['locksmith', 'LOCKSMITH', 'Locksmith', '\uFF4C\uFF4F\uFF43\uFF4Bsmith'];
      for (let i = 0; i < LIMIT; i += 1) {
        expect((await login(spellings[i % spellings.length]!, 'wrong-pass')).status).toBe(401);
      }
      const blocked = await login('Locksmith', PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('RATE_LIMITED');
    });

    it('lets a member log in from a known device while strangers have locked the account', async () => {
      const device = await t.session();
      const created = await register('Trusted', device);
      expect(created.status).toBe(201);
      expect(deviceCookieOf(created)).toBeDefined();
      await device.agent.post('/api/v1/gallery/auth/logout').set('X-CSRF-Token', device.token);
      device.token = (await device.agent.get('/api/v1/csrf')).body.token as string;
      const cookie = deviceCookieOf(await login('trusted', PASSWORD, { client: device }))!;

      for (let i = 0; i < LIMIT; i += 1) expect((await login('trusted', 'wrong')).status).toBe(401);
      expect((await login('trusted', PASSWORD)).status).toBe(429);
      expect((await login('trusted', PASSWORD, { cookie: `${DEVICE_COOKIE}=forged` })).status).toBe(
        429,
      );
      const tampered = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
      expect((await login('trusted', PASSWORD, { cookie: tampered })).status).toBe(429);

      const again = await login('trusted', PASSWORD, { cookie });
      expect(again.status).toBe(200);
      expect(again.body.username).toBe('Trusted');
    });
  });
});
