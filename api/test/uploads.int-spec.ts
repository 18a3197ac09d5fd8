import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createTestApp, TEST_ROOT } from './test-app';
import type { SessionClient, TestApp } from './test-app';

/** Both upload routes: access is decided before any body is read, and every part is bounded. */
describe.each(['/api/v1/media/images', '/api/v1/gallery/items'])(
  'multipart uploads to %s',
  (path) => {
    let t: TestApp;
    let root: SessionClient;
    let directory: string;
    let png: Buffer;

    beforeAll(async () => {
      directory = await mkdtemp(join(tmpdir(), 'uploads-int-'));
      t = await createTestApp({ MEDIA_DIR: directory });
      root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
      png = await sharp({
        create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 30 } },
      })
        .png()
        .toBuffer();
    });
    afterAll(async () => {
      await t.close();
      await rm(directory, { recursive: true, force: true });
    });

    const upload = () => root.agent.post(path).set('X-CSRF-Token', root.token);
    const storedFiles = async () => (await readdir(directory)).length;

    it('refuses a 0-byte file with a clean 400 naming the field', async () => {
      const response = await upload().attach('file', Buffer.alloc(0), 'empty.png');
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body.errors).toEqual([expect.objectContaining({ field: 'file' })]);
      expect(await storedFiles()).toBe(0);
    });

    it('refuses a second file, extra fields and oversized fields before storing anything', async () => {
      const twoFiles = await upload().attach('file', png, 'a.png').attach('file', png, 'b.png');
      let manyFields = upload();
      for (let index = 0; index < 20; index += 1) manyFields = manyFields.field(`f${index}`, 'x');
      const bigField = upload().field('note', 'x'.repeat(200_000)).attach('file', png, 'a.png');
      for (const response of [
        twoFiles,
        await manyFields.attach('file', png, 'a.png'),
        await bigField,
      ]) {
        expect([400, 413]).toContain(response.status);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
      expect(await storedFiles()).toBe(0);
    });

    it('decides access before reading the body', async () => {
      const visitor = await t.session();
      let request = visitor.agent.post(path).set('X-CSRF-Token', visitor.token);
      for (let index = 0; index < 50; index += 1)
        request = request.field(`f${index}`, 'x'.repeat(1000));
      const response = await request;
      expect(response.status).toBe(401);
    });

    it('still takes a real picture', async () => {
      const response = await upload().attach('file', png, 'a.png');
      expect(response.status).toBe(201);
      expect(await storedFiles()).toBeGreaterThan(0);
    });
  },
);
