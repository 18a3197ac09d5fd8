import { Module } from '@nestjs/common';
import { MediaService } from './media.service';

/** Image storage and variants; served as static files under /api/v1/media (configureApp). */
@Module({
  providers: [MediaService],
  exports: [MediaService],
})
export class MediaModule {}
