import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { TITLE_MAX } from './gallery.rules';

/**
 * As media's ImageUpload, every part bounded so a request cannot make the process buffer more
 * than one picture, but with room for the one text field an artwork has: its title. A field of
 * up to 1 kB reaches validation (UploadGalleryItemDto), which names what is wrong with it; an
 * unknown field is refused there too.
 */
const ARTWORK_UPLOAD_LIMITS = {
  // Media's MAX_IMAGE_BYTES (not part of its public surface); storing the picture checks it too.
  fileSize: 10 * 1024 * 1024,
  files: 1,
  fields: 1,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 2,
  headerPairs: 20,
};

/** A handler that receives one picture as multipart field `file` and an optional `title`. */
export const ArtworkUpload = () =>
  applyDecorators(
    UseInterceptors(FileInterceptor('file', { limits: ARTWORK_UPLOAD_LIMITS })),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: { type: 'string', format: 'binary' },
          title: { type: 'string', maxLength: TITLE_MAX, description: 'Empty means none.' },
        },
      },
    }),
  );
