import type { ResolvedConfig } from '../config/app-config';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { createS3Client, S3MediaStorage } from './s3-media-storage';

/** The driver MEDIA_STORAGE names; the local directory when unset (or in a partial test config). */
export function mediaStorageFor(
  config: Pick<ResolvedConfig, 'mediaDir' | 'mediaStorage'>,
): MediaStorage {
  const storage = config.mediaStorage;
  if (storage?.driver === 's3') return new S3MediaStorage(createS3Client(storage), storage.bucket);
  return new LocalMediaStorage(config.mediaDir);
}
