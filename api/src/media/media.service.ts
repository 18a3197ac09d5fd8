import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { MEDIA_URL_PREFIX } from '../common/http/media-url';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { processImage } from './image-processing';

const IMAGE_ID = /^[0-9a-f]{32}$/;

export interface StoredImage {
  id: string;
  thumbnailUrl: string;
  largeUrl: string;
  width: number;
  height: number;
}

export function imageUrls(id: string): { thumbnailUrl: string; largeUrl: string } {
  return {
    thumbnailUrl: `${MEDIA_URL_PREFIX}/${id}-thumb.webp`,
    largeUrl: `${MEDIA_URL_PREFIX}/${id}-large.webp`,
  };
}

/** Image files under MEDIA_DIR, named by content; the owning modules track which are in use. */
@Injectable()
export class MediaService {
  private readonly directory: string;

  constructor(@Inject(APP_CONFIG) config: ResolvedConfig) {
    this.directory = config.mediaDir;
  }

  /** Validates and re-encodes an upload; throws ImageRejectedError for anything else. */
  async storeImage(bytes: Buffer): Promise<StoredImage> {
    const image = await processImage(bytes);
    await mkdir(this.directory, { recursive: true });
    await Promise.all([
      writeFile(join(this.directory, `${image.id}-thumb.webp`), image.thumbnail),
      writeFile(join(this.directory, `${image.id}-large.webp`), image.large),
    ]);
    return { id: image.id, ...imageUrls(image.id), width: image.width, height: image.height };
  }

  /** Whether an image with this id was stored (both variants exist). */
  async hasImage(id: string): Promise<boolean> {
    if (!IMAGE_ID.test(id)) return false;
    const files = ['thumb', 'large'].map((variant) =>
      join(this.directory, `${id}-${variant}.webp`),
    );
    const present = await Promise.all(
      files.map((file) =>
        access(file).then(
          () => true,
          () => false,
        ),
      ),
    );
    return present.every(Boolean);
  }

  /** Removes an image's files; call it once no record refers to the image any more. */
  async deleteImage(id: string): Promise<void> {
    if (!IMAGE_ID.test(id)) throw new Error(`Not an image id: ${id}`);
    await Promise.all(
      ['thumb', 'large'].map((variant) =>
        rm(join(this.directory, `${id}-${variant}.webp`), { force: true }),
      ),
    );
  }
}
