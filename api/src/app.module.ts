import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AgencyModule } from './agency/agency.module';
import { ApiTokensModule } from './api-tokens/api-tokens.module';
import { AccessGuard } from './auth/access.guard';
import { AuthModule } from './auth/auth.module';
import { BlacklistModule } from './blacklist/blacklist.module';
import { BookingRecordsModule } from './bookings/booking-records.module';
import { BookingsModule } from './bookings/bookings.module';
import { CsrfGuard } from './common/csrf/csrf.guard';
import { PublicReadCacheModule } from './common/cache/public-read-cache.module';
import { CsrfModule } from './common/csrf/csrf.module';
import { DatabaseModule } from './common/database/database.module';
import { DemoModule } from './common/demo/demo.module';
import { JobsModule } from './common/jobs/jobs.module';
import { AppThrottlerGuard } from './common/security/app-throttler.guard';
import { PostgresThrottlerStorage } from './common/security/postgres-throttler-storage';
import { RateLimitsModule } from './common/security/rate-limits.module';
import { SessionModule } from './common/session/session.module';
import type { ResolvedConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { CouponsModule } from './coupons/coupons.module';
import { dataSourceOptions } from './database/data-source-options';
import { EmployeesModule } from './employees/employees.module';
import { GalleryModule } from './gallery/gallery.module';
import { HealthModule } from './health/health.module';
import { InboxModule } from './inbox/inbox.module';
import { MediaModule } from './media/media.module';
import { OrdersModule } from './orders/orders.module';
import { ProductsModule } from './products/products.module';
import { CashRegisterModule } from './cashregister/cashregister.module';
import { WorkingHoursModule } from './working-hours/working-hours.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { PaymentsModule } from './payments/payments.module';
import { SettingsModule } from './settings/settings.module';
import { VehiclesModule } from './vehicles/vehicles.module';

/**
 * A generous ceiling for every route (RATE_LIMIT_PER_MINUTE per address, default 300); sensitive
 * routes set a tighter @Throttle.
 */
const defaultRateLimit = (config: ResolvedConfig) => ({
  ttl: 60_000,
  limit: config.rateLimitPerMinute,
});

@Module({})
export class AppModule {
  static forRoot(config: ResolvedConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config),
          // Fail fast at start; the process survives later outages (requests answer 503).
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        // Counted in PostgreSQL so that all replicas share the limits; the storage stores the
        // library's keys hashed, so no client address lands in the table.
        RateLimitsModule,
        ThrottlerModule.forRootAsync({
          imports: [RateLimitsModule],
          inject: [PostgresThrottlerStorage],
          useFactory: (storage: PostgresThrottlerStorage) => ({
            throttlers: [{ name: 'default', ...defaultRateLimit(config) }],
            storage,
            generateKey: (context, tracker, name) =>
              `${context.getClass().name}-${context.getHandler().name}-${name}-${tracker}`,
          }),
        }),
        DatabaseModule,
        JobsModule,
        SessionModule,
        CsrfModule,
        DemoModule,
        PublicReadCacheModule,
        HealthModule,
        AgencyModule,
        ApiTokensModule,
        ContactModule,
        EmployeesModule,
        AuthModule,
        SettingsModule,
        MediaModule,
        VehiclesModule.withBookings(BookingRecordsModule),
        BookingsModule,
        BlacklistModule.withBookings(BookingRecordsModule),
        CouponsModule,
        PaymentsModule,
        ProductsModule,
        CashRegisterModule,
        WorkingHoursModule,
        WebhooksModule,
        InboxModule,
        OrdersModule,
        GalleryModule,
      ],
      providers: [
        // Order matters: rate limit first, then CSRF, then who may call the handler.
        { provide: APP_GUARD, useClass: AppThrottlerGuard },
        { provide: APP_GUARD, useClass: CsrfGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
      ],
    };
  }
}
