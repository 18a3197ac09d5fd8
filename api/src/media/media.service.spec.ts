import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ResolvedConfig } from '../config/app-config';
import { MediaService } from './media.service';

describe('MediaService', () => {
  let directory: string;
  let media: MediaService;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'media-'));
    media = new MediaService({ mediaDir: directory } as ResolvedConfig);
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('stores both variants under content-hashed names and removes them again', async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const stored = await media.storeImage(png);
    expect(stored.thumbnailUrl).toBe(`/api/v1/media/${stored.id}-thumb.webp`);
    expect(stored.largeUrl).toBe(`/api/v1/media/${stored.id}-large.webp`);
    const files = ['thumb', 'large'].map((v) => join(directory, `${stored.id}-${v}.webp`));
    expect(files.every((file) => existsSync(file))).toBe(true);

    await media.deleteImage(stored.id);
    expect(files.some((file) => existsSync(file))).toBe(false);
  });

  it('refuses to delete by anything but an image id', async () => {
    await expect(media.deleteImage('../session-secret')).rejects.toThrow('Not an image id');
  });
});
