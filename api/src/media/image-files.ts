import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { processImage } from './image-processing';
import { imageUrls } from './image-urls.rules';

const IMAGE_ID = /^[0-9a-f]{32}$/;
const VARIANTS = ['thumb', 'large'] as const;

export interface StoredImage {
  id: string;
  thumbnailUrl: string;
  largeUrl: string;
  width: number;
  height: number;
}

const fileOf = (directory: string, id: string, variant: (typeof VARIANTS)[number]) =>
  join(directory, `${id}-${variant}.webp`);

/** Validates and re-encodes `bytes` and writes both variants into `directory`. */
export async function storeImageFiles(directory: string, bytes: Buffer): Promise<StoredImage> {
  const image = await processImage(bytes);
  await mkdir(directory, { recursive: true });
  await Promise.all([
    writeFile(fileOf(directory, image.id, 'thumb'), image.thumbnail),
    writeFile(fileOf(directory, image.id, 'large'), image.large),
  ]);
  return { id: image.id, ...imageUrls(image.id), width: image.width, height: image.height };
}

/** Whether both variants of the image are in `directory`. */
export async function hasImageFiles(directory: string, id: string): Promise<boolean> {
  if (!IMAGE_ID.test(id)) return false;
  const present = await Promise.all(
    VARIANTS.map((variant) =>
      access(fileOf(directory, id, variant)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return present.every(Boolean);
}

export async function deleteImageFiles(directory: string, id: string): Promise<void> {
  if (!IMAGE_ID.test(id)) throw new Error(`Not an image id: ${id}`);
  await Promise.all(VARIANTS.map((variant) => rm(fileOf(directory, id, variant), { force: true })));
}
