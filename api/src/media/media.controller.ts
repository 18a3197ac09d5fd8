import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Roles } from '../common/access/access.decorators';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { StoredImageDto } from './dto/stored-image.dto';
import { ImageUpload, UploadedImage } from './image-upload.decorator';
import type { UploadedImageFile } from './image-upload.decorator';
import { MediaService } from './media.service';

const UPLOAD_RATE_LIMIT = { ttl: 15 * 60_000, limit: 120 };

@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /**
   * Stores a picture (PNG, JPEG or BMP, at most 10 MB) as WebP variants and answers its id,
   * which vehicles then refer to. The file is judged by decoding it, not by its name or type.
   */
  @Roles('root', 'admin', 'employee')
  @Throttle({ default: UPLOAD_RATE_LIMIT })
  @Post('images')
  @ImageUpload()
  @ApiProblems(400, 401, 403, 413, 429, 503)
  uploadImage(@UploadedImage() file: UploadedImageFile): Promise<StoredImageDto> {
    return this.media.storeUpload(file.buffer, 'Not an acceptable picture (PNG, JPEG or BMP).');
  }
}
