import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

describe('serving media files', () => {
  let t: TestApp;
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'media-int-'));
    t = await createTestApp({ MEDIA_DIR: directory });
  });
  afterAll(async () => {
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('serves a stored variant with a year of immutable caching', async () => {
    const name = `${'a'.repeat(32)}-thumb.webp`;
    await writeFile(join(directory, name), Buffer.from('RIFF0000WEBP'));
    const visitor = await t.session();
    const response = await visitor.agent.get(`/api/v1/media/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown names with a problem+json 404 and never leaves the directory', async () => {
    const visitor = await t.session();
    const missing = await visitor.agent.get(`/api/v1/media/${'b'.repeat(32)}-large.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/problem\+json/);
    const escape = await visitor.agent.get('/api/v1/media/..%2Fsession-secret');
    expect([400, 403, 404]).toContain(escape.status);
  });
});
