import { Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { returnedRows } from '../common/database/returned-rows';
import { TransactionHost } from '../common/database/transaction-host';
import { JobRunner } from '../common/jobs/job-runner';
import { CouponOrdersService } from '../coupons/coupon-orders.service';

export const ABANDONED_ORDERS_QUEUE = 'paypal-abandoned-orders';
/** Daily, at night (UTC). */
const ABANDONED_ORDERS_CRON = '40 2 * * *';
/**
 * How long a gift coupon's PayPal order may stay uncaptured before it counts as broken off.
 * PayPal lets an approved order be captured for a few hours only; a week leaves a wide margin.
 */
export const ABANDONED_ORDER_DAYS = 7;

/**
 * A visitor who starts a gift coupon's PayPal payment and never finishes it leaves an unpaid
 * coupon with their name, addresses and message behind. Nobody owes anything for it (the cash
 * register does not list it), so once the order is clearly dead both go — data kept no longer
 * than needed. Held stays are not touched: their release is part of the booking history.
 */
@Injectable()
export class AbandonedOrdersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AbandonedOrdersService.name);

  constructor(
    private readonly transactions: TransactionHost,
    private readonly couponOrders: CouponOrdersService,
    private readonly jobs: JobRunner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every(
      ABANDONED_ORDERS_QUEUE,
      ABANDONED_ORDERS_CRON,
      async () => {
        const forgotten = await this.forgetAbandonedCouponOrders();
        if (forgotten > 0) this.logger.log({ forgotten }, 'forgot broken-off coupon orders');
      },
      { expireInSeconds: 5 * 60 },
    );
  }

  /**
   * Deletes gift coupon orders never captured within ABANDONED_ORDER_DAYS, with their unpaid
   * coupons, in one transaction; returns how many. A capture asked for afterwards finds no order
   * and never reaches PayPal; one that had already reached PayPal finds nothing to confirm and is
   * refunded (the payments' capture-once flow), so no visitor pays for a forgotten coupon.
   */
  async forgetAbandonedCouponOrders(): Promise<number> {
    return this.transactions.transaction(async (manager) => {
      // The database stamps an order's created_at, so its own clock measures the age.
      const orders = returnedRows<{ coupon_id: string }>(
        await manager.query(
          `DELETE FROM paypal_orders
            WHERE coupon_id IS NOT NULL AND status = 'created'
              AND created_at < now() - make_interval(days => $1)
            RETURNING coupon_id`,
          [ABANDONED_ORDER_DAYS],
        ),
      );
      if (orders.length === 0) return 0;
      await this.couponOrders.forgetUnpaidPayPalCoupons(orders.map((order) => order.coupon_id));
      return orders.length;
    });
  }
}
