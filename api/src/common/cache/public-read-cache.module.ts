import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { PublicReadCache } from './public-read-cache';
import { PublicReadInterceptor } from './public-read.interceptor';
import { ResourceChangeListener } from './resource-change-listener';

/** Cached public reads (@PublicRead) and their invalidation (@ChangesPublicReads, NOTIFY). */
@Global()
@Module({
  providers: [
    PublicReadCache,
    ResourceChangeListener,
    { provide: APP_INTERCEPTOR, useClass: PublicReadInterceptor },
  ],
  exports: [PublicReadCache, ResourceChangeListener],
})
export class PublicReadCacheModule {}
