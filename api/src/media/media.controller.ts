import {
  Controller,
  ParseFilePipeBuilder,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Roles } from '../common/access/access.decorators';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { validationProblem } from '../common/problem/problem';
import { StoredImageDto } from './dto/stored-image.dto';
import { ImageRejectedError, MAX_IMAGE_BYTES } from './image-processing';
import { MediaService } from './media.service';

/** The part of multer's file object this handler reads. */
interface UploadedImageFile {
  buffer: Buffer;
}

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
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiProblems(400, 401, 403, 413, 429, 503)
  async uploadImage(
    @UploadedFile(new ParseFilePipeBuilder().build({ fileIsRequired: true }))
    file: UploadedImageFile,
  ): Promise<StoredImageDto> {
    try {
      return await this.media.storeImage(file.buffer);
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        throw validationProblem([
          {
            field: 'file',
            code: error.reason,
            message: 'Not an acceptable picture (PNG, JPEG or BMP).',
          },
        ]);
      }
      throw error;
    }
  }
}
