import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { CouponDesignsController } from './coupon-designs.controller';
import { CouponOrdersController } from './coupon-orders.controller';
import { CouponOrdersService } from './coupon-orders.service';
import { CouponsController } from './coupons.controller';
import { CouponsService } from './coupons.service';

/**
 * Gift coupons: checks and redemptions, and coupons bought by visitors (ordered by bank transfer
 * and paid at the cash register, or paid with PayPal through the payments module), and the
 * pictures they can be printed on.
 */
@Module({
  imports: [MailModule, WebhooksModule],
  controllers: [CouponsController, CouponOrdersController, CouponDesignsController],
  providers: [CouponsService, CouponOrdersService],
  exports: [CouponsService, CouponOrdersService],
})
export class CouponsModule {}
