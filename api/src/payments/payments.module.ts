import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { CashRegisterModule } from '../cashregister/cashregister.module';
import { CouponsModule } from '../coupons/coupons.module';
import { AbandonedOrdersService } from './abandoned-orders.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PayPalClient } from './paypal.client';

/** Online payments: PayPal orders for stays and for gift coupons. */
@Module({
  imports: [BookingsModule, CouponsModule, CashRegisterModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, PayPalClient, AbandonedOrdersService],
})
export class PaymentsModule {}
