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

/**
 * Every part of an upload is bounded, so a request cannot make the process buffer more than
 * one picture: one file of at most 10 MB and no text fields (the routes take none). Access is
 * decided by the guards before multer reads any of the body.
 */
const UPLOAD_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 0,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 1,
  headerPairs: 20,
};

/** A handler that receives one picture as multipart field `file` (at most 10 MB). */
export const ImageUpload = () =>
  applyDecorators(
    UseInterceptors(FileInterceptor('file', { limits: UPLOAD_LIMITS })),
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
