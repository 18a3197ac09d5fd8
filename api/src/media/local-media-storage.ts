import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStorage, StoredObject, StoredObjectInfo } from './media-storage';

/** Picture files in one directory (MEDIA_DIR), served by express.static (configureApp). */
export class LocalMediaStorage implements MediaStorage {
  constructor(readonly directory: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    await writeFile(join(this.directory, name), bytes);
  }

  async get(name: string): Promise<StoredObject | undefined> {
    try {
      const { size } = await stat(join(this.directory, name));
      return { body: createReadStream(join(this.directory, name)), size };
    } catch {
      return undefined;
    }
  }

  exists(name: string): Promise<boolean> {
    return access(join(this.directory, name)).then(
      () => true,
      () => false,
    );
  }

  async delete(name: string): Promise<void> {
    await rm(join(this.directory, name), { force: true });
  }

  async *list(): AsyncIterable<StoredObjectInfo> {
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch {
      return; // No directory yet: nothing was ever uploaded.
    }
    for (const name of names) {
      try {
        yield { name, modifiedMs: (await stat(join(this.directory, name))).mtimeMs };
      } catch {
        // Removed meanwhile (another request's delete): nothing to report.
      }
    }
  }
}
