import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { returnedRows } from '../common/database/returned-rows';
import { TransactionHost } from '../common/database/transaction-host';
import { seesExamplesOnly } from '../common/demo/demo-visibility';
import type { DemoViewer } from '../common/demo/demo-visibility';
import {
  problem,
  ProblemCode,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import { businessDay } from '../common/time/business-time';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import type { CouponDeliveryMailData, CouponOrderMailData } from '../mail/mail.types';
import { WebhooksService } from '../webhooks/webhooks.service';
import {
  couponCodeHash,
  couponCodeHint,
  couponValidUntil,
  generateCouponCode,
  normaliseCouponCode,
} from './coupon-code.rules';
import { couponPaymentReference, wellFormedText } from './coupon-order.rules';
import type { CouponPaymentMethod } from './coupon-order.rules';
import type { CouponOrderDto, CreateCouponOrderDto } from './dto/coupon-order.dto';
import type { SettledCoupon, UnpaidCouponDto } from './dto/unpaid-coupon.dto';
import { Coupon } from './entities/coupon.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A fresh code: printed once on the PDF, stored only as its hash and its last characters. */
function freshCode(): { code: string; hash: string; hint: string } {
  const code = generateCouponCode();
  const normalised = normaliseCouponCode(code)!;
  return { code, hash: couponCodeHash(normalised), hint: couponCodeHint(normalised) };
}

/** A coupon row as the mails need it (raw column names). */
interface CouponMailRow {
  id: string;
  initial_cents: number;
  buyer_name: string | null;
  buyer_email: string | null;
  salutation: 'mr' | 'ms' | 'none' | null;
  recipient: string | null;
  message: string | null;
  background: number | null;
  lang: 'de' | 'en' | null;
  payment_method: CouponPaymentMethod | null;
}

const MAIL_COLUMNS = `id, initial_cents, buyer_name, buyer_email, salutation, recipient, message,
  background, lang, payment_method`;

/**
 * Gift coupons bought by visitors (spec §4 "Coupon purchase"): ordered by bank transfer (unpaid
 * until the money arrives at the cash register) or paid with PayPal at once. A code exists only
 * once the coupon is paid: an unpaid coupon holds the hash of a code nobody was told, and
 * payment replaces it with a fresh one that goes out with the PDF.
 */
@Injectable()
export class CouponOrdersService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly webhooks: WebhooksService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /**
   * Coupons ordered by bank transfer and not yet paid, oldest first (the cash register's list).
   * A PayPal order broken off before payment is no debt of anyone: it is not listed.
   */
  async listUnpaid(viewer: DemoViewer): Promise<UnpaidCouponDto[]> {
    return this.transactions.manager.query(
      `SELECT id, buyer_name AS "buyerName", coalesce(buyer_email, '') AS "buyerEmail",
              to_char(created_at AT TIME ZONE $1, 'YYYY-MM-DD') AS "orderedOn",
              initial_cents AS "amountCents"
         FROM coupons
        WHERE NOT paid AND payment_method IS DISTINCT FROM 'paypal'
          AND ($2::boolean = false OR example)
        ORDER BY created_at, id`,
      [this.config.businessTimeZone, seesExamplesOnly(viewer)],
    );
  }

  /**
   * Marks an unpaid coupon paid, inside the caller's transaction (the cash register's checkout),
   * gives it its code and validity from today, and queues the mail with the PDF in the same
   * transaction: a checkout that rolls back (a simulated demo one, too) mails nothing.
   * One conditional update: two cashiers settling the same coupon cannot both succeed. Null when
   * the coupon is unknown, not visible to `viewer`, already paid or a broken-off PayPal order.
   */
  async settleAtRegister(couponId: string, viewer: DemoViewer): Promise<SettledCoupon | null> {
    if (!UUID.test(couponId)) return null;
    const fresh = freshCode();
    const validUntil = couponValidUntil(this.today());
    const rows = returnedRows<CouponMailRow & { code_hint: string }>(
      await this.transactions.manager.query(
        `UPDATE coupons
            SET paid = true, paid_at = $3, code_hash = $4, code_hint = $5, valid_until = $6
          WHERE id = $1 AND NOT paid AND payment_method IS DISTINCT FROM 'paypal'
            AND ($2::boolean = false OR example)
          RETURNING ${MAIL_COLUMNS}, code_hint`,
        [couponId, seesExamplesOnly(viewer), this.clock.now(), fresh.hash, fresh.hint, validUntil],
      ),
    );
    const row = rows[0];
    if (!row) return null;
    await this.deliver(row, fresh.code, validUntil, 'bank_transfer');
    await this.recordIssued(row, validUntil, 'bank_transfer');
    return {
      id: row.id,
      amountCents: row.initial_cents,
      buyerName: row.buyer_name ?? '',
      codeHint: row.code_hint,
    };
  }

  /**
   * A coupon ordered by bank transfer: stored unpaid, and the buyer mailed the account, the
   * amount and the reference (never a code). A simulated demo order is not stored, but the mail
   * still goes out, marked as an example, so it is queued outside the rolled-back transaction.
   */
  async orderByTransfer(input: CreateCouponOrderDto): Promise<CouponOrderDto> {
    if (input.paymentMethod !== 'bank_transfer') {
      throw validationProblem([
        {
          field: 'paymentMethod',
          code: 'PAYPAL_ORDER_REQUIRED',
          message: 'PayPal goes through POST /payments/paypal/coupon-orders.',
        },
      ]);
    }
    // The row and its mail together or not at all.
    return this.transactions.transaction(async () => {
      const coupon = await this.insertUnpaid(input);
      const example = this.transactions.willRollBack;
      const data: CouponOrderMailData = {
        ...this.buyerMailData(coupon, example),
        email: coupon.buyerEmail ?? input.email,
        street: coupon.buyerStreet ?? '',
        supplement: coupon.buyerSupplement,
        zipCity: coupon.buyerZipCity ?? '',
        reference: couponPaymentReference(coupon.id),
        bankAccount: this.config.payments.bankAccount,
      };
      await this.mail.send(
        { template: 'coupon-order', to: data.email, lang: coupon.lang ?? 'de', data },
        { detached: example },
      );
      return this.toDto(coupon);
    });
  }

  /**
   * A coupon ordered with PayPal, stored unpaid under `couponId` (the id PayPal's order was
   * created for) until the payment is captured. Returns what PayPal must collect.
   */
  async holdForPayPal(input: CreateCouponOrderDto, couponId: string): Promise<number> {
    const coupon = await this.insertUnpaid({ ...input, paymentMethod: 'paypal' }, couponId);
    return coupon.initialCents;
  }

  /**
   * The PayPal payment for a held coupon arrived: it is paid, gets its code, and its PDF is
   * mailed (queued with the caller's transaction; for a simulated demo order outside it, marked
   * as an example). A coupon paid meanwhile is answered as it is.
   */
  async confirmPayPalPayment(couponId: string): Promise<CouponOrderDto> {
    const fresh = freshCode();
    const validUntil = couponValidUntil(this.today());
    const rows = returnedRows<CouponMailRow>(
      await this.transactions.manager.query(
        `UPDATE coupons
            SET paid = true, paid_at = $2, code_hash = $3, code_hint = $4, valid_until = $5
          WHERE id = $1 AND NOT paid AND payment_method = 'paypal'
          RETURNING ${MAIL_COLUMNS}`,
        [couponId, this.clock.now(), fresh.hash, fresh.hint, validUntil],
      ),
    );
    const row = rows[0];
    if (row) await this.deliver(row, fresh.code, validUntil, 'paypal');
    if (row) await this.recordIssued(row, validUntil, 'paypal');
    return this.find(couponId);
  }

  /**
   * Deletes the unpaid PayPal coupons of broken-off orders (inside the caller's transaction,
   * after their orders went). A paid coupon, or one ordered by bank transfer, is never touched.
   */
  async forgetUnpaidPayPalCoupons(couponIds: string[]): Promise<void> {
    await this.transactions.manager.query(
      `DELETE FROM coupons WHERE id = ANY($1::uuid[]) AND NOT paid AND payment_method = 'paypal'`,
      [couponIds],
    );
  }

  /** `coupon.issued`: amount and validity only (never the code, its hint or the buyer). */
  private async recordIssued(
    row: CouponMailRow,
    validUntil: string,
    paymentMethod: CouponPaymentMethod,
  ): Promise<void> {
    await this.webhooks.record('coupon.issued', {
      couponId: row.id,
      amountCents: row.initial_cents,
      validUntil,
      paymentMethod,
    });
  }

  /** An ordered coupon as its buyer sees it. */
  async find(couponId: string): Promise<CouponOrderDto> {
    const coupon = await this.transactions.repository(Coupon).findOneBy({ id: couponId });
    if (!coupon) {
      throw new ProblemException(
        problem(404, ProblemCode.NOT_FOUND, 'Not found', 'There is no such coupon order.'),
      );
    }
    return this.toDto(coupon);
  }

  private async insertUnpaid(order: CreateCouponOrderDto, id?: string): Promise<Coupon> {
    const input = Object.fromEntries(
      Object.entries(order).map(([key, value]) => [
        key,
        typeof value === 'string' ? wellFormedText(value) : value,
      ]),
    ) as CreateCouponOrderDto;
    const placeholder = freshCode();
    const repository = this.transactions.repository(Coupon);
    const coupon = repository.create({
      ...(id ? { id } : {}),
      codeHash: placeholder.hash,
      codeHint: placeholder.hint,
      initialCents: input.amountCents,
      balanceCents: input.amountCents,
      paid: false,
      buyerName: input.name,
      buyerEmail: input.email,
      validUntil: couponValidUntil(this.today()),
      paymentMethod: input.paymentMethod,
      salutation: input.salutation,
      buyerStreet: input.street,
      buyerSupplement: input.supplement ?? null,
      buyerZipCity: input.zipCity,
      recipient: input.recipient ?? null,
      message: input.text ?? null,
      background: input.background,
      lang: input.lang,
      // The app's clock, not the database's: the day it was ordered is the business day.
      createdAt: this.clock.now(),
    });
    return repository.save(coupon);
  }

  /**
   * Queues the paid coupon's mail with its PDF. The code travels in the queued job's data only
   * (made into the PDF when sending); no log line ever carries it. A coupon without an address
   * (made by hand) gets no mail.
   */
  private async deliver(
    row: CouponMailRow,
    code: string,
    validUntil: string,
    paymentMethod: CouponPaymentMethod,
  ): Promise<void> {
    if (!row.buyer_email) return;
    const example = this.transactions.willRollBack;
    const data: CouponDeliveryMailData = {
      couponId: row.id,
      example,
      salutation: row.salutation ?? 'none',
      name: row.buyer_name ?? '',
      recipient: row.recipient,
      message: row.message,
      background: row.background ?? 1,
      amountCents: row.initial_cents,
      code,
      validUntil,
      paymentMethod,
    };
    await this.mail.send(
      { template: 'coupon-delivery', to: row.buyer_email, lang: row.lang ?? 'de', data },
      // A simulated demo payment is never stored; its example still reaches the visitor. At the
      // cash register the demo account's checkout mails nothing: its buyers are fictional.
      { detached: example && paymentMethod === 'paypal' },
    );
  }

  private buyerMailData(coupon: Coupon, example: boolean) {
    return {
      couponId: coupon.id,
      example,
      salutation: coupon.salutation ?? 'none',
      name: coupon.buyerName ?? '',
      recipient: coupon.recipient,
      message: coupon.message,
      background: coupon.background ?? 1,
      amountCents: coupon.initialCents,
    } satisfies Omit<CouponDeliveryMailData, 'code' | 'validUntil' | 'paymentMethod'>;
  }

  private toDto(coupon: Coupon): CouponOrderDto {
    return {
      id: coupon.id,
      status: coupon.paid ? 'paid' : 'awaiting_payment',
      paymentMethod: coupon.paymentMethod ?? 'bank_transfer',
      amountCents: coupon.initialCents,
      paymentReference:
        !coupon.paid && coupon.paymentMethod !== 'paypal'
          ? couponPaymentReference(coupon.id)
          : null,
      validUntil: coupon.validUntil,
    };
  }

  private today(): string {
    return businessDay(this.clock.now(), this.config.businessTimeZone);
  }
}
