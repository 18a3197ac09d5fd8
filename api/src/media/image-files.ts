import { processImage } from './image-processing';
import { imageUrls } from './image-urls.rules';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';

const IMAGE_ID = /^[0-9a-f]{32}$/;
const VARIANTS = ['thumb', 'large'] as const;

export interface StoredImage {
  id: string;
  thumbnailUrl: string;
  largeUrl: string;
  width: number;
  height: number;
}

/** A directory means the local driver (seeds and tests pass MEDIA_DIR as before). */
export type MediaTarget = string | MediaStorage;

const storageOf = (target: MediaTarget): MediaStorage =>
  typeof target === 'string' ? new LocalMediaStorage(target) : target;

const nameOf = (id: string, variant: (typeof VARIANTS)[number]) => `${id}-${variant}.webp`;

/** Validates and re-encodes `bytes` and writes both variants into `target`. */
export async function storeImageFiles(target: MediaTarget, bytes: Buffer): Promise<StoredImage> {
  const storage = storageOf(target);
  const image = await processImage(bytes);
  // The id is a hash of the content, so the variants are written under names that never change.
  await Promise.all([
    storage.put(nameOf(image.id, 'thumb'), image.thumbnail),
    storage.put(nameOf(image.id, 'large'), image.large),
  ]);
  return { id: image.id, ...imageUrls(image.id), width: image.width, height: image.height };
}

/** Whether both variants of the image are in `target`. */
export async function hasImageFiles(target: MediaTarget, id: string): Promise<boolean> {
  if (!IMAGE_ID.test(id)) return false;
  const storage = storageOf(target);
  const present = await Promise.all(VARIANTS.map((variant) => storage.exists(nameOf(id, variant))));
  return present.every(Boolean);
}

export async function deleteImageFiles(target: MediaTarget, id: string): Promise<void> {
  if (!IMAGE_ID.test(id)) throw new Error(`Not an image id: ${id}`);
  const storage = storageOf(target);
  await Promise.all(VARIANTS.map((variant) => storage.delete(nameOf(id, variant))));
}
