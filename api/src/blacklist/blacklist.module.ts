import { Module } from '@nestjs/common';
import { BlacklistService } from './blacklist.service';

/** Barred customers. The staff pages to list, ban and unban come with the back office. */
@Module({
  providers: [BlacklistService],
  exports: [BlacklistService],
})
export class BlacklistModule {}
