import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { CouponsModule } from '../coupons/coupons.module';
import { ProductsModule } from '../products/products.module';
import { SettingsModule } from '../settings/settings.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { CashRegisterExportService } from './cash-register-export.service';
import { CashRegisterController } from './cash-register.controller';
import { CashRegisterService } from './cash-register.service';

/**
 * The cash register: settles bookings, gift coupons and products in one transaction, keeps the
 * tamper-evident register log and the days' takings.
 */
@Module({
  imports: [BookingsModule, CouponsModule, ProductsModule, SettingsModule, WebhooksModule],
  controllers: [CashRegisterController],
  providers: [CashRegisterService, CashRegisterExportService],
  exports: [CashRegisterService],
})
export class CashRegisterModule {}
