import { Inject, Module, RequestMethod } from '@nestjs/common';
import type { MiddlewareConsumer, NestModule } from '@nestjs/common';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LocalMediaStorage } from './local-media-storage';
import { MEDIA_STORAGE } from './media-storage';
import type { MediaStorage } from './media-storage';
import { mediaStorageFor } from './media-storage.factory';
import { streamMediaFrom } from './media-streaming.middleware';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { MediaSweeper } from './media-sweeper.service';

/**
 * Image storage and variants. MEDIA_DIR is served as static files under /api/v1/media
 * (configureApp); with the S3 driver the same URLs stream from the bucket (middleware below),
 * unless MEDIA_PUBLIC_BASE_URL sends clients to the bucket directly.
 */
@Module({
  controllers: [MediaController],
  providers: [
    {
      provide: MEDIA_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: ResolvedConfig) => mediaStorageFor(config),
    },
    MediaService,
    MediaSweeper,
  ],
  exports: [MediaService, MediaSweeper],
})
export class MediaModule implements NestModule {
  constructor(@Inject(MEDIA_STORAGE) private readonly storage: MediaStorage) {}

  configure(consumer: MiddlewareConsumer): void {
    if (this.storage instanceof LocalMediaStorage) return;
    consumer
      .apply(streamMediaFrom(this.storage))
      .forRoutes({ path: 'media/*path', method: RequestMethod.GET });
  }
}
