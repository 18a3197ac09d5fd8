import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Signed webhooks for integrations (issue 24 §3): admins register endpoints; modules call
 * `WebhooksService.record(type, data)` inside the transaction of each change.
 */
@Module({
  imports: [InboxModule],
  controllers: [WebhooksController],
  providers: [WebhooksService],
  exports: [WebhooksService],
})
export class WebhooksModule {}
