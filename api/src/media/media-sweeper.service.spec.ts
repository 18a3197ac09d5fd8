import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/app-config';
import { MediaSweeper, UNUSED_IMAGE_GRACE_MS } from './media-sweeper.service';

describe('MediaSweeper', () => {
  let directory: string;
  let sweeper: MediaSweeper;
  const now = Date.now();
  const used = 'a'.repeat(32);
  const oldUnused = 'b'.repeat(32);
  const freshUnused = 'c'.repeat(32);

  async function picture(id: string, ageMs: number) {
    for (const variant of ['thumb', 'large']) {
      const file = join(directory, `${id}-${variant}.webp`);
      await writeFile(file, 'webp');
      const time = new Date(now - ageMs);
      await utimes(file, time, time);
    }
  }
  const exists = (id: string) => existsSync(join(directory, `${id}-large.webp`));

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'sweep-'));
    sweeper = new MediaSweeper({ mediaDir: directory } as ResolvedConfig);
    sweeper.registerReferences(async () => [used]);
    await picture(used, 2 * UNUSED_IMAGE_GRACE_MS);
    await picture(oldUnused, UNUSED_IMAGE_GRACE_MS + 60_000);
    await picture(freshUnused, 60_000);
    await writeFile(join(directory, 'notes.txt'), 'not a picture');
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('removes only pictures nobody refers to that are older than a day', async () => {
    expect(await sweeper.sweep(now)).toBe(1);
    expect(exists(used)).toBe(true);
    expect(exists(oldUnused)).toBe(false);
    expect(exists(freshUnused)).toBe(true);
    expect(existsSync(join(directory, 'notes.txt'))).toBe(true);
  });

  it('does nothing when the directory does not exist yet', async () => {
    const empty = new MediaSweeper({ mediaDir: join(directory, 'missing') } as ResolvedConfig);
    expect(await empty.sweep(now)).toBe(0);
  });
});
