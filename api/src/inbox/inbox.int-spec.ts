import jestOpenAPI from 'jest-openapi';
import { createTestApp, OPENAPI_FILE } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';

jestOpenAPI(OPENAPI_FILE);

const URL = '/api/v1/inbox/contact-messages';
const valid = {
  sender: 'Jonas Berg',
  email: 'jonas.berg@example.de',
  body: 'Haben Sie am Samstag noch ein Kanu frei?',
};

const send = (client: SessionClient, payload: object) =>
  client.agent.post(URL).set('X-CSRF-Token', client.token).send(payload);

const inboxRows = async (t: TestApp) =>
  (await t.db.query('SELECT type, name, email, body, phone FROM inbox_items')).rows;

describe('rental contact messages (POST /inbox/contact-messages)', () => {
  describe('with DEMO_MODE=false: a working business', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ DEMO_MODE: 'false' });
    });
    afterAll(() => t.close());
    beforeEach(() => t.db.query('DELETE FROM inbox_items'));

    it('stores the message in the staff inbox as a contact item', async () => {
      const response = await send(await t.session(), { ...valid, sender: '  Jonas Berg ' });
      expect(response.status).toBe(201);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toMatchObject({ sender: 'Jonas Berg', email: valid.email });
      expect(response.body.simulated).toBeUndefined();
      expect(await inboxRows(t)).toEqual([
        { type: 'contact', name: 'Jonas Berg', email: valid.email, body: valid.body, phone: null },
      ]);
    });

    it.each([
      ['an invalid e-mail', { email: 'jonas@' }, 'email'],
      ['a name over 50 characters', { sender: 'J'.repeat(51) }, 'sender'],
      ['a message over 2000 characters', { body: 'x'.repeat(2001) }, 'body'],
      ['an empty message', { body: '   ' }, 'body'],
    ])('rejects %s, naming the field, and stores nothing', async (_, change, field) => {
      const response = await send(await t.session(), { ...valid, ...change });
      expect(response.status).toBe(400);
      expect(response).toSatisfyApiSpec();
      expect(response.body.errors).toContainEqual(expect.objectContaining({ field }));
      expect(await inboxRows(t)).toEqual([]);
    });

    it('tells pages that the site is not in demo mode', async () => {
      const response = await (await t.session()).agent.get('/api/v1/agency/site-mode');
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toEqual({ demoMode: false });
    });
  });

  describe('in demo mode', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ DEMO_MODE: 'true' });
    });
    afterAll(() => t.close());

    it('checks the message, answers as if sent, and stores nothing', async () => {
      const response = await send(await t.session(), valid);
      expect(response.status).toBe(201);
      expect(response.body.simulated).toBe(true);
      expect(response.headers['x-demo-simulated']).toBe('1');
      expect(await inboxRows(t)).toEqual([]);
      expect((await send(await t.session(), { ...valid, email: 'x' })).status).toBe(400);
    });

    it('tells pages that the site is in demo mode', async () => {
      const response = await (await t.session()).agent.get('/api/v1/agency/site-mode');
      expect(response.body).toEqual({ demoMode: true });
    });
  });
});
