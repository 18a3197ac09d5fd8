import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { returnedRows } from '../common/database/returned-rows';
import { TransactionHost } from '../common/database/transaction-host';
import { problem, ProblemCode, ProblemException } from '../common/problem/problem';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { businessDay } from '../common/time/business-time';
import { couponCodeHash, normaliseCouponCode } from './coupon-code.rules';
import type { CouponCheckResultDto } from './dto/coupon-check.dto';
import { CouponRedemption } from './entities/coupon-redemption.entity';

/** The booking stops when the code entered cannot pay (spec §4 "Coupon (multi-day)"). */
export function couponInvalidProblem(): ProblemException {
  return new ProblemException(
    problem(422, ProblemCode.COUPON_INVALID, 'Coupon invalid', 'This coupon cannot be used.', [
      { field: 'couponCode', code: ProblemCode.COUPON_INVALID, message: 'Coupon is invalid' },
    ]),
  );
}

/** A coupon's use by one booking. */
export interface CouponUse {
  couponId: string;
  couponCents: number;
}

/**
 * Gift coupons: checking a code, spending its balance and giving a use back. Balances change only
 * by conditional updates inside the caller's transaction, so one balance is never spent twice.
 */
@Injectable()
export class CouponsService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  async check(code: string): Promise<CouponCheckResultDto> {
    const normalised = normaliseCouponCode(code);
    if (normalised === null) return { valid: false, amountCents: 0 };
    const rows: Array<{ balanceCents: number }> = await this.transactions.manager.query(
      `SELECT balance_cents AS "balanceCents" FROM coupons
        WHERE code_hash = $1 AND paid AND valid_until >= $2 AND balance_cents > 0`,
      [couponCodeHash(normalised), this.today()],
    );
    const balance = rows[0]?.balanceCents ?? 0;
    return { valid: balance > 0, amountCents: balance };
  }

  /**
   * Spends up to `priceCents` of the coupon's balance; null when the code cannot pay (unknown,
   * unpaid, expired or used up). The row lock makes concurrent uses queue: each sees the balance
   * the one before it left.
   */
  async spend(code: string, priceCents: number): Promise<CouponUse | null> {
    const normalised = normaliseCouponCode(code);
    if (normalised === null || priceCents <= 0) return null;
    const rows = returnedRows<CouponUse>(
      await this.transactions.manager.query(
        `WITH target AS (
           SELECT id, least(balance_cents, $3::integer) AS used FROM coupons
            WHERE code_hash = $1 AND paid AND valid_until >= $2 AND balance_cents > 0
            FOR UPDATE
         )
         UPDATE coupons SET balance_cents = coupons.balance_cents - target.used
           FROM target WHERE coupons.id = target.id
         RETURNING coupons.id AS "couponId", target.used AS "couponCents"`,
        [couponCodeHash(normalised), this.today(), priceCents],
      ),
    );
    return rows[0] ?? null;
  }

  /**
   * Spends exactly the amount of an earlier use again (a released hold taken up by its late
   * payment); false when the balance no longer covers it.
   */
  async spendExactly(use: CouponUse): Promise<boolean> {
    const rows = returnedRows(
      await this.transactions.manager.query(
        `UPDATE coupons SET balance_cents = balance_cents - $2
          WHERE id = $1 AND balance_cents >= $2 RETURNING id`,
        [use.couponId, use.couponCents],
      ),
    );
    return rows.length > 0;
  }

  /** The ledger row of a use, written once the booking it paid for exists. */
  async recordUse(use: CouponUse, bookingId: string, redeemedBy: string | null): Promise<void> {
    await this.transactions.repository(CouponRedemption).insert({
      couponId: use.couponId,
      amountCents: use.couponCents,
      bookingId,
      redeemedBy,
    });
  }

  /** The ledger row of a use at the cash register, in the checkout's transaction. */
  async recordRegisterUse(use: CouponUse, checkoutId: string, redeemedBy: string): Promise<void> {
    await this.transactions.repository(CouponRedemption).insert({
      couponId: use.couponId,
      amountCents: use.couponCents,
      checkoutId,
      redeemedBy,
    });
  }

  /**
   * Gives a booking's coupon uses back (its payment hold expired): the balance rises by what the
   * booking used, and the ledger records it, so its sum stays equal to what the coupon lost.
   */
  async giveBack(bookingId: string): Promise<void> {
    await this.transactions.manager.query(
      `WITH used AS (
         SELECT coupon_id, sum(amount_cents)::integer AS cents FROM coupon_redemptions
          WHERE booking_id = $1 GROUP BY coupon_id HAVING sum(amount_cents) > 0
       ), returned AS (
         UPDATE coupons SET balance_cents = coupons.balance_cents + used.cents
           FROM used WHERE coupons.id = used.coupon_id
         RETURNING coupons.id, used.cents
       )
       INSERT INTO coupon_redemptions (coupon_id, amount_cents, booking_id)
       SELECT id, -cents, $1 FROM returned`,
      [bookingId],
    );
  }

  private today(): string {
    return businessDay(this.clock.now(), this.config.businessTimeZone);
  }
}
