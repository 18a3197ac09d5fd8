import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { deleteImageFiles } from './image-files';

/** Pictures are uploaded before the record that uses them is saved; give that a day. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const FILE_NAME = /^([0-9a-f]{32})-(thumb|large)\.webp$/;

/** Something that refers to pictures by id (vehicles, gallery items). */
export type ImageReferenceSource = () => Promise<Iterable<string>>;

/**
 * Removes pictures nobody refers to: uploads whose form was never saved, and files left when
 * a removal did not finish. Modules that keep picture ids register where to find them.
 */
@Injectable()
export class MediaSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MediaSweeper.name);
  private readonly sources: ImageReferenceSource[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly directory: string;

  constructor(@Inject(APP_CONFIG) config: ResolvedConfig) {
    this.directory = config.mediaDir;
  }

  registerReferences(source: ImageReferenceSource): void {
    this.sources.push(source);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweepSafely(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /**
   * Deletes these pictures at once unless some record (of any module) still refers to them —
   * files are named by content, so two records may share one.
   */
  async deleteIfUnreferenced(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const referenced = await this.referencedIds();
    for (const id of ids) if (!referenced.has(id)) await deleteImageFiles(this.directory, id);
  }

  private async referencedIds(): Promise<Set<string>> {
    const referenced = new Set<string>();
    for (const source of this.sources) for (const id of await source()) referenced.add(id);
    return referenced;
  }

  /** Deletes unreferenced pictures older than the grace period; answers how many went. */
  async sweep(now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch {
      return 0;
    }
    const referenced = await this.referencedIds();
    const candidates = new Map<string, number>();
    for (const name of names) {
      const match = FILE_NAME.exec(name);
      if (!match?.[1] || referenced.has(match[1])) continue;
      const { mtimeMs } = await stat(join(this.directory, name));
      candidates.set(match[1], Math.max(candidates.get(match[1]) ?? 0, mtimeMs));
    }
    let removed = 0;
    for (const [id, newest] of candidates) {
      if (now - newest < UNUSED_IMAGE_GRACE_MS) continue;
      await deleteImageFiles(this.directory, id);
      removed += 1;
    }
    return removed;
  }

  private async sweepSafely(): Promise<void> {
    try {
      const removed = await this.sweep();
      if (removed > 0) this.logger.log(`Removed ${removed} unused picture(s)`);
    } catch (error) {
      this.logger.warn(`Sweeping unused pictures failed: ${String(error)}`);
    }
  }
}
