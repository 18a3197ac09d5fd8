import { Inject, Injectable } from '@nestjs/common';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { validationProblem } from '../common/problem/problem';
import { deleteImageFiles, hasImageFiles, storeImageFiles } from './image-files';
import { ImageRejectedError } from './image-processing';
import type { StoredImage } from './image-files';

/** Image files under MEDIA_DIR, named by content; the owning modules track which are in use. */
@Injectable()
export class MediaService {
  private readonly directory: string;

  constructor(@Inject(APP_CONFIG) config: ResolvedConfig) {
    this.directory = config.mediaDir;
  }

  /** Validates and re-encodes an upload; throws ImageRejectedError for anything else. */
  storeImage(bytes: Buffer): Promise<StoredImage> {
    return storeImageFiles(this.directory, bytes);
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
    return hasImageFiles(this.directory, id);
  }

  /** Removes an image's files; call it once no record refers to the image any more. */
  deleteImage(id: string): Promise<void> {
    return deleteImageFiles(this.directory, id);
  }
}
