import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import PgBoss from 'pg-boss';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';
import { SWEEP_CRON, SWEEP_QUEUE, UNUSED_IMAGE_GRACE_MS } from './media-sweeper.service';

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

  it('sweeps through a pg-boss schedule (once per cluster), not a per-process timer', async () => {
    const schedule = await t.db.query<{ cron: string }>(
      'SELECT cron FROM pgboss.schedule WHERE name = $1',
      [SWEEP_QUEUE],
    );
    expect(schedule.rows).toEqual([{ cron: SWEEP_CRON }]);

    // What the schedule does each hour: one job on the queue, run by one worker.
    const unused = join(directory, `${'e'.repeat(32)}-large.webp`);
    await writeFile(unused, 'webp');
    const old = new Date(Date.now() - UNUSED_IMAGE_GRACE_MS - 60_000);
    await utimes(unused, old, old);
    const boss = new PgBoss({ connectionString: t.config.databaseUrl, max: 1, schedule: false });
    await boss.start();
    try {
      await boss.send(SWEEP_QUEUE, {});
    } finally {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    }
    // Queued by another pg-boss (as the scheduler of any replica would): found by polling.
    await waitUntil(() => !existsSync(unused), 'the sweep to remove the unused variant');
    expect(existsSync(unused)).toBe(false);
  });
});

describe('serving media from an S3 bucket through the API', () => {
  const s3 = mockClient(S3Client);
  let t: TestApp;
  const name = `${'c'.repeat(32)}-thumb.webp`;

  beforeAll(async () => {
    t = await createTestApp({
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'rental-media',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await t.close();
    s3.restore();
  });

  it('streams a stored variant under the same URL, immutable-cached', async () => {
    s3.on(GetObjectCommand, { Bucket: 'rental-media', Key: name }).resolves({
      Body: Readable.from([Buffer.from('RIFF0000WEBP')]) as never,
      ContentLength: 12,
    });
    const visitor = await t.session();
    const response = await visitor.agent.get(`/api/v1/media/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing object with the problem+json 404', async () => {
    s3.on(GetObjectCommand, { Key: `${'d'.repeat(32)}-large.webp` }).rejects(
      new NoSuchKey({ message: 'missing', $metadata: { httpStatusCode: 404 } }),
    );
    const visitor = await t.session();
    const missing = await visitor.agent.get(`/api/v1/media/${'d'.repeat(32)}-large.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/problem\+json/);
  });
});
