import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { validationProblem } from '../common/problem/problem';
import { deleteImageFiles, hasImageFiles, storeImageFiles } from './image-files';
import { ImageRejectedError } from './image-processing';
import type { StoredImage } from './image-files';
import { setMediaPublicBaseUrl } from './media-public-url';
import { MEDIA_STORAGE } from './media-storage';
import type { MediaStorage } from './media-storage';
import { mediaStorageFor } from './media-storage.factory';

/** The configured driver, for code outside the module (the demo seeds write pictures). */
export { mediaStorageFor } from './media-storage.factory';

/**
 * Image files in the configured storage (MEDIA_DIR or an S3 bucket), named by content; the owning
 * modules track which are in use.
 */
@Injectable()
export class MediaService {
  constructor(
    @Inject(APP_CONFIG) config: ResolvedConfig,
    @Optional()
    @Inject(MEDIA_STORAGE)
    private readonly storage: MediaStorage = mediaStorageFor(config),
  ) {
    setMediaPublicBaseUrl(config.mediaPublicBaseUrl);
  }

  /** Validates and re-encodes an upload; throws ImageRejectedError for anything else. */
  storeImage(bytes: Buffer): Promise<StoredImage> {
    return storeImageFiles(this.storage, bytes);
  }

  /** Like storeImage, but a rejected picture becomes a 400 naming the field `file`. */
  async storeUpload(bytes: Buffer, rejectionMessage: string): Promise<StoredImage> {
    try {
      return await this.storeImage(bytes);
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        throw validationProblem([{ field: 'file', code: error.reason, message: rejectionMessage }]);
      }
      throw error;
    }
  }

  /** Whether an image with this id was stored (both variants exist). */
  hasImage(id: string): Promise<boolean> {
    return hasImageFiles(this.storage, id);
  }

  /** Removes an image's files; call it once no record refers to the image any more. */
  deleteImage(id: string): Promise<void> {
    return deleteImageFiles(this.storage, id);
  }
}
