import { Readable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { MEDIA_URL_PREFIX } from '../common/http/media-url';
import type { MediaStorage } from './media-storage';
import { streamMediaFrom } from './media-streaming.middleware';

const NAME = `${'a'.repeat(32)}-large.webp`;

/** The bucket as the middleware sees it: one picture, and a key the API never wrote. */
const storage: MediaStorage = {
  put: () => Promise.resolve(),
  exists: (name) => Promise.resolve(name === NAME),
  delete: () => Promise.resolve(),
  list: async function* () {},
  get: (name) =>
    Promise.resolve(
      name === NAME || name === 'private.txt'
        ? { body: Readable.from([Buffer.from('RIFF0000WEBP')]), size: 12 }
        : undefined,
    ),
};

function app() {
  const server = express();
  server.use(MEDIA_URL_PREFIX, streamMediaFrom(storage));
  server.use((_req, res) => res.status(404).send('fell through'));
  return server;
}

describe('streaming pictures from the bucket', () => {
  it('answers a stored variant with its type and a year of immutable caching', async () => {
    const response = await request(app()).get(`${MEDIA_URL_PREFIX}/${NAME}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-length']).toBe('12');
    expect(Buffer.from(response.body as Buffer).toString()).toBe('RIFF0000WEBP');
  });

  it('lets unknown names and keys the API did not write fall through to the 404', async () => {
    const missing = await request(app()).get(`${MEDIA_URL_PREFIX}/${'b'.repeat(32)}-thumb.webp`);
    expect(missing.text).toBe('fell through');
    const other = await request(app()).get(`${MEDIA_URL_PREFIX}/private.txt`);
    expect(other.text).toBe('fell through');
  });
});
