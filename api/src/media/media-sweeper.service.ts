import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { JobRunner } from '../common/jobs/job-runner';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { deleteImageFiles } from './image-files';
import { MEDIA_STORAGE } from './media-storage';
import type { MediaStorage } from './media-storage';
import { mediaStorageFor } from './media-storage.factory';

/** Pictures are uploaded before the record that uses them is saved; give that a day. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
/** Hourly, at a minute of its own so it does not start together with other hourly work. */
export const SWEEP_CRON = '23 * * * *';
export const SWEEP_QUEUE = 'media-sweep';
const FILE_NAME = /^([0-9a-f]{32})-(thumb|large)\.webp$/;

/** Something that refers to pictures by id (vehicles, gallery items). */
export type ImageReferenceSource = () => Promise<Iterable<string>>;

/**
 * Removes pictures nobody refers to: uploads whose form was never saved, and files left when
 * a removal did not finish. Modules that keep picture ids register where to find them.
 *
 * The hourly run is a schedule of the job runner, not a timer: with several replicas the sweep
 * runs once per hour for the whole cluster (and a replica that is down does not skip it).
 */
@Injectable()
export class MediaSweeper implements OnApplicationBootstrap {
  private readonly logger = new Logger(MediaSweeper.name);
  private readonly sources: ImageReferenceSource[] = [];

  constructor(
    @Inject(APP_CONFIG) config: ResolvedConfig,
    @Optional()
    @Inject(MEDIA_STORAGE)
    private readonly storage: MediaStorage = mediaStorageFor(config),
    @Optional() private readonly jobs?: JobRunner,
  ) {}

  registerReferences(source: ImageReferenceSource): void {
    this.sources.push(source);
  }

  async onApplicationBootstrap(): Promise<void> {
    // A failed sweep is simply redone the next hour.
    await this.jobs?.every(SWEEP_QUEUE, SWEEP_CRON, () => this.sweepSafely(), {
      expireInSeconds: 15 * 60,
    });
  }

  /**
   * Deletes these pictures at once unless some record (of any module) still refers to them —
   * files are named by content, so two records may share one.
   */
  async deleteIfUnreferenced(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const referenced = await this.referencedIds();
    for (const id of ids) if (!referenced.has(id)) await deleteImageFiles(this.storage, id);
  }

  private async referencedIds(): Promise<Set<string>> {
    const referenced = new Set<string>();
    for (const source of this.sources) for (const id of await source()) referenced.add(id);
    return referenced;
  }

  /** Deletes unreferenced pictures older than the grace period; answers how many went. */
  async sweep(now = Date.now()): Promise<number> {
    const referenced = await this.referencedIds();
    const candidates = new Map<string, number>();
    // Anything not named like a picture variant (a bucket shared with other data) is left alone.
    for await (const { name, modifiedMs } of this.storage.list()) {
      const match = FILE_NAME.exec(name);
      if (!match?.[1] || referenced.has(match[1])) continue;
      candidates.set(match[1], Math.max(candidates.get(match[1]) ?? 0, modifiedMs));
    }
    let removed = 0;
    for (const [id, newest] of candidates) {
      if (now - newest < UNUSED_IMAGE_GRACE_MS) continue;
      await deleteImageFiles(this.storage, id);
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
