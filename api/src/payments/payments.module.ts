import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PayPalClient } from './paypal.client';

/** Online payments: PayPal orders for stays (gift coupons come with the cash-register issue). */
@Module({
  imports: [BookingsModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, PayPalClient],
})
export class PaymentsModule {}
