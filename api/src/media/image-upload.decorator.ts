import {
  applyDecorators,
  ParseFilePipeBuilder,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { MAX_IMAGE_BYTES } from './image-processing';

/** The part of multer's file object an upload handler reads. */
export interface UploadedImageFile {
  buffer: Buffer;
}

/** A handler that receives one picture as multipart field `file` (at most 10 MB). */
export const ImageUpload = () =>
  applyDecorators(
    UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      },
    }),
  );

/** The uploaded picture; a request without one is refused with 400. */
export const UploadedImage = () =>
  UploadedFile(new ParseFilePipeBuilder().build({ fileIsRequired: true }));
