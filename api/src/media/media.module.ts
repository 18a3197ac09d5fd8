import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { MediaSweeper } from './media-sweeper.service';

/** Image storage and variants; served as static files under /api/v1/media (configureApp). */
@Module({
  controllers: [MediaController],
  providers: [MediaService, MediaSweeper],
  exports: [MediaService, MediaSweeper],
})
export class MediaModule {}
