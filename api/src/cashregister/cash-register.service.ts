import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BookingPaymentsService } from '../bookings/booking-payments.service';
import type { SettledBooking } from '../bookings/dto/register-booking.dto';
import { staffDisplayName } from '../common/access/principals';
import type { StaffPrincipal } from '../common/access/principals';
import { Clock } from '../common/clock';
import { TransactionHost } from '../common/database/transaction-host';
import { seesExamplesOnly, visibleTo } from '../common/demo/demo-visibility';
import type { DemoViewer } from '../common/demo/demo-visibility';
import { MAX_CENTS } from '../common/http/money';
import { keysetPage } from '../common/pagination/keyset-page';
import type { Keyset } from '../common/pagination/keyset-page';
import {
  problem,
  ProblemCode,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import { addDays, businessDay } from '../common/time/business-time';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { couponCodeHint, normaliseCouponCode } from '../coupons/coupon-code.rules';
import { CouponOrdersService } from '../coupons/coupon-orders.service';
import { couponInvalidProblem, CouponsService } from '../coupons/coupons.service';
import type { CouponUse } from '../coupons/coupons.service';
import type { SettledCoupon } from '../coupons/dto/unpaid-coupon.dto';
import { ProductsService } from '../products/products.service';
import type { SoldProduct } from '../products/products.service';
import { SettingsService } from '../settings/settings.service';
import { WebhooksService } from '../webhooks/webhooks.service';
import {
  changeCents,
  checkoutTotals,
  entryHash,
  firstBrokenLink,
  GENESIS_HASH,
  LOG_DAYS,
  POSITION_LIMITS,
} from './cash-register.rules';
import type { ChainedContent, PositionPeriod } from './cash-register.rules';
import type {
  CashPositionsDto,
  CheckoutDto,
  CheckoutInputDto,
  CheckoutResultDto,
  LogVerificationDto,
  OpenItemsDto,
  RegisterLogPageDto,
  RegisterLogQueryDto,
} from './dto/cash-register.dto';
import { CashRegisterEntry } from './entities/cash-register-entry.entity';
import type { LoggedProduct, RegisterPaymentMethod } from './entities/cash-register-entry.entity';

/** Who took money paid online (spec §3 "Cash register log": cashier 'Paypal'). */
export const ONLINE_CASHIER = 'PayPal';

/** Idempotency keys: what clients send (UUIDs, ULIDs, random tokens), nothing that needs escaping. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Advisory lock class of the register (pg_advisory_xact_lock(class, key)). */
const LOCK_CLASS = 0x6b617373; // 'kass'
/** The key of the log's chain lock; idempotency keys lock on their hash (never 0 by chance: see below). */
const CHAIN_LOCK = 0;

const NEWEST_FIRST: Keyset = {
  keys: [
    { expression: 'entry.created_at', type: 'timestamptz' },
    { expression: 'entry.id', type: 'uuid' },
  ],
  direction: 'DESC',
};

/** How many rows the verification reads at a time. */
const VERIFY_BATCH = 1000;

function requestHash(input: CheckoutInputDto): string {
  const canonical = {
    bookingId: input.bookingId ?? null,
    soldCouponId: input.soldCouponId ?? null,
    items: (input.items ?? []).map(({ productId, quantity }) => [productId, quantity]),
    couponCode: input.couponCode ? normaliseCouponCode(input.couponCode) : null,
    paymentMethod: input.paymentMethod,
    receivedCents: input.receivedCents ?? null,
    expectedTotalCents: input.expectedTotalCents ?? null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function chainedContent(entry: CashRegisterEntry): ChainedContent {
  return {
    receiptNumber: entry.receiptNumber,
    createdAt: entry.createdAt.toISOString(),
    registerDay: entry.registerDay,
    cashier: entry.cashier,
    paymentMethod: entry.paymentMethod,
    bookingId: entry.bookingId,
    bookingVehicle: entry.bookingVehicle,
    bookingHours: entry.bookingHours,
    bookingNights: entry.bookingNights,
    bookingDay: entry.bookingDay,
    bookingCents: entry.bookingCents,
    soldCouponId: entry.soldCouponId,
    soldCouponCents: entry.soldCouponCents,
    products: entry.products.map(({ quantity, name, priceCents, totalCents }) => ({
      quantity,
      name,
      priceCents,
      totalCents,
    })),
    couponHint: entry.couponHint,
    couponCents: entry.couponCents,
    incomeCents: entry.incomeCents,
    receivedCents: entry.receivedCents,
    changeCents: entry.changeCents,
    vatCents: entry.vatCents,
  };
}

export function toCheckoutDto(entry: CashRegisterEntry): CheckoutDto {
  const productsCents = entry.products.reduce((sum, line) => sum + line.totalCents, 0);
  return {
    id: entry.id,
    receiptNumber: entry.receiptNumber,
    createdAt: entry.createdAt,
    registerDay: entry.registerDay,
    cashier: entry.cashier,
    paymentMethod: entry.paymentMethod,
    booking:
      entry.bookingId === null
        ? null
        : {
            id: entry.bookingId,
            vehicleName: entry.bookingVehicle ?? '',
            day: entry.bookingDay ?? entry.registerDay,
            hours: entry.bookingHours,
            nights: entry.bookingNights,
            priceCents: entry.bookingCents ?? 0,
          },
    soldCoupon:
      entry.soldCouponId === null
        ? null
        : { id: entry.soldCouponId, amountCents: entry.soldCouponCents ?? 0 },
    items: entry.products.map(({ productId, name, quantity, priceCents, totalCents }) => ({
      productId,
      name,
      quantity,
      priceCents,
      totalCents,
    })),
    subtotalCents: (entry.bookingCents ?? 0) + (entry.soldCouponCents ?? 0) + productsCents,
    couponHint: entry.couponHint,
    couponCents: entry.couponCents,
    incomeCents: entry.incomeCents,
    receivedCents: entry.receivedCents,
    changeCents: entry.changeCents,
    vatCents: entry.vatCents,
  };
}

/**
 * The cash register (spec §2, §4 "Cash register", §7): what is open on a day, checkouts that
 * settle bookings, gift coupons and products in one transaction, and the logs that add up.
 */
@Injectable()
export class CashRegisterService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly bookingPayments: BookingPaymentsService,
    private readonly couponOrders: CouponOrdersService,
    private readonly coupons: CouponsService,
    private readonly products: ProductsService,
    private readonly settings: SettingsService,
    private readonly webhooks: WebhooksService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  private get entries() {
    return this.transactions.repository(CashRegisterEntry);
  }

  private today(): string {
    return businessDay(this.clock.now(), this.config.businessTimeZone);
  }

  async openItems(day: string, viewer: DemoViewer): Promise<OpenItemsDto> {
    const [blocked, bookings, coupons] = await Promise.all([
      this.settings.listBlockedDays(day, day),
      this.bookingPayments.listUnpaidOnDay(day, viewer),
      this.couponOrders.listUnpaid(viewer),
    ]);
    return { day, blocked: blocked.items.length > 0, bookings, coupons };
  }

  /**
   * Settles a checkout: the booking and the sold coupon marked paid, the redeemed coupon's
   * balance and the products' stock lowered by conditional updates, the log row (hash-chained,
   * next receipt number) and the day's takings written — all in one transaction, or nothing.
   * The same Idempotency-Key from the same cashier answers the first checkout again.
   */
  async checkout(
    input: CheckoutInputDto,
    idempotencyKey: string | undefined,
    staff: StaffPrincipal,
  ): Promise<CheckoutResultDto> {
    this.checkInput(input, idempotencyKey);
    const key = idempotencyKey!;
    const hash = requestHash(input);
    return this.transactions.transaction(async () => {
      // Two requests with one key queue here; the second finds the first's row.
      await this.transactions.manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2) | 1)`, [
        LOCK_CLASS,
        key,
      ]);
      const earlier = await this.entries.findOneBy({ idempotencyKey: key });
      if (earlier) return this.replay(earlier, hash, staff);

      const booking = input.bookingId
        ? await this.bookingPayments.settleAtRegister(input.bookingId, staff)
        : null;
      const soldCoupon = input.soldCouponId
        ? await this.settleSoldCoupon(input.soldCouponId, staff)
        : null;
      const sold = input.items?.length ? await this.products.sell(input.items) : [];
      const lines = {
        bookingCents: booking?.dueCents ?? 0,
        soldCouponCents: soldCoupon?.amountCents ?? 0,
        products: sold,
      };
      const subtotal = checkoutTotals(lines, 0).subtotalCents;
      if (subtotal > MAX_CENTS) {
        // Far beyond any kiosk's sale, and what the log's integer columns hold.
        throw validationProblem([
          {
            field: 'items',
            code: 'TOTAL_TOO_HIGH',
            message: `A checkout takes at most ${MAX_CENTS / 100} euros.`,
          },
        ]);
      }
      const use = input.couponCode ? await this.redeem(input.couponCode, subtotal) : null;
      const totals = checkoutTotals(lines, use?.couponCents ?? 0);
      if (
        input.expectedTotalCents !== undefined &&
        input.expectedTotalCents !== totals.totalCents
      ) {
        throw new ProblemException(
          problem(
            409,
            ProblemCode.TOTAL_CHANGED,
            'Total changed',
            `The total is now ${totals.totalCents} cents (a price or the stock changed meanwhile).`,
            [
              {
                field: 'expectedTotalCents',
                code: ProblemCode.TOTAL_CHANGED,
                message: 'The total changed.',
              },
            ],
          ),
        );
      }
      const method: RegisterPaymentMethod =
        totals.totalCents === 0 && totals.couponCents > 0 ? 'coupon' : input.paymentMethod;
      const cash = method === 'cash' && input.receivedCents !== undefined;
      if (cash && input.receivedCents! < totals.totalCents) {
        throw validationProblem([
          {
            field: 'receivedCents',
            code: 'RECEIVED_TOO_LITTLE',
            message: 'The money received must cover the total.',
          },
        ]);
      }
      // Read inside the transaction: what this checkout left on the coupon.
      const couponBalanceCents = use
        ? (await this.coupons.check(input.couponCode!)).amountCents
        : null;
      const entry = await appendToRegisterLog(
        this.transactions.manager,
        {
          cashier: staffDisplayName(staff),
          cashierId: staff.id,
          paymentMethod: method,
          ...this.bookingColumns(booking),
          soldCouponId: soldCoupon?.id ?? null,
          soldCouponCents: soldCoupon?.amountCents ?? null,
          products: sold.map(loggedProduct),
          couponHint: use ? couponCodeHint(normaliseCouponCode(input.couponCode!)!) : null,
          couponCents: totals.couponCents,
          incomeCents: totals.totalCents,
          receivedCents: cash ? input.receivedCents! : null,
          changeCents: cash ? changeCents(totals.totalCents, input.receivedCents!) : null,
          vatCents: totals.vatCents,
          couponBalanceCents,
          idempotencyKey: key,
          requestHash: hash,
        },
        {
          now: this.clock.now(),
          timeZone: this.config.businessTimeZone,
          example: seesExamplesOnly(staff),
        },
      );
      if (use) await this.coupons.recordRegisterUse(use, entry.id, entry.cashier);
      // What was paid, never who paid or who took the money.
      await this.webhooks.record('checkout.completed', {
        checkoutId: entry.id,
        receiptNumber: entry.receiptNumber,
        registerDay: entry.registerDay,
        paymentMethod: entry.paymentMethod,
        bookingId: entry.bookingId,
        soldCouponId: entry.soldCouponId,
        products: entry.products.map(({ productId, quantity, totalCents }) => ({
          productId,
          quantity,
          totalCents,
        })),
        couponCents: entry.couponCents,
        totalCents: entry.incomeCents,
        vatCents: entry.vatCents,
      });
      return { checkout: toCheckoutDto(entry), couponBalanceCents };
    });
  }

  /**
   * Logs money taken online by PayPal (a stay or a gift coupon), in the capturing transaction,
   * so the register log and the days' takings cover every euro the business received. The
   * cashier is 'PayPal' (spec §3: the value Paypal means paid that way).
   */
  async recordOnlinePayment(
    payment: { bookingId: string } | { soldCoupon: Pick<SettledCoupon, 'id' | 'amountCents'> },
  ): Promise<void> {
    const booking =
      'bookingId' in payment ? await this.bookingPayments.describe(payment.bookingId) : null;
    const soldCoupon = 'soldCoupon' in payment ? payment.soldCoupon : null;
    const totals = checkoutTotals(
      {
        bookingCents: booking?.dueCents ?? 0,
        soldCouponCents: soldCoupon?.amountCents ?? 0,
        products: [],
      },
      0,
    );
    await appendToRegisterLog(
      this.transactions.manager,
      {
        cashier: ONLINE_CASHIER,
        cashierId: null,
        paymentMethod: 'paypal',
        ...this.bookingColumns(booking),
        soldCouponId: soldCoupon?.id ?? null,
        soldCouponCents: soldCoupon?.amountCents ?? null,
        products: [],
        couponHint: null,
        couponCents: 0,
        couponBalanceCents: null,
        incomeCents: totals.totalCents,
        receivedCents: null,
        changeCents: null,
        vatCents: totals.vatCents,
        idempotencyKey: null,
        requestHash: null,
      },
      { now: this.clock.now(), timeZone: this.config.businessTimeZone, example: false },
    );
  }

  /** The register log of the last 14 days, newest first (admins). */
  async log(query: RegisterLogQueryDto, viewer: DemoViewer): Promise<RegisterLogPageDto> {
    const page = await keysetPage(this.logQuery(viewer), NEWEST_FIRST, query);
    return { items: page.items.map(toCheckoutDto), nextCursor: page.nextCursor };
  }

  /** Every row of the last 14 days (the CSV export), oldest first. */
  async logRows(viewer: DemoViewer): Promise<CheckoutDto[]> {
    const rows = await this.logQuery(viewer)
      .orderBy('entry.created_at', 'ASC')
      .addOrderBy('entry.id', 'ASC')
      .getMany();
    return rows.map(toCheckoutDto);
  }

  /** One checkout (its receipt), for whoever may see it. */
  async find(id: string, viewer: DemoViewer): Promise<CheckoutDto> {
    const entry = await visibleTo(this.entries.createQueryBuilder('entry'), viewer)
      .andWhere('entry.id = :id', { id })
      .getOne();
    if (!entry) {
      throw new ProblemException(
        problem(404, ProblemCode.NOT_FOUND, 'Not found', 'No such checkout.'),
      );
    }
    return toCheckoutDto(entry);
  }

  /**
   * Recomputes the whole chain in receipt order: any row changed, removed or inserted outside the
   * register shows as the first receipt whose hash no longer matches.
   */
  async verify(): Promise<LogVerificationDto> {
    const chain = await this.verifyChain();
    // The newest rows have no successor whose hash would betray their removal: the days' takings,
    // written in the same transactions, must still add up to what the log holds.
    const mismatched: Array<{ day: string }> = await this.transactions.manager.query(
      `SELECT to_char(coalesce(logged.register_day, positions.register_day), 'YYYY-MM-DD') AS day
         FROM (SELECT register_day, example, sum(income_cents) AS cents
                 FROM cashregister_log GROUP BY register_day, example) logged
         FULL JOIN cash_positions positions
           ON positions.register_day = logged.register_day AND positions.example = logged.example
        WHERE logged.cents IS DISTINCT FROM positions.income_cents
        ORDER BY 1`,
    );
    const positionMismatchDays = [...new Set(mismatched.map((row) => row.day))];
    return {
      ...chain,
      intact: chain.firstBrokenReceipt === null && positionMismatchDays.length === 0,
      positionMismatchDays,
    };
  }

  private async verifyChain(): Promise<{ checked: number; firstBrokenReceipt: number | null }> {
    let previous = GENESIS_HASH;
    let checked = 0;
    let after = 0;
    for (;;) {
      const batch = await this.entries
        .createQueryBuilder('entry')
        .where('entry.receipt_number > :after', { after })
        .orderBy('entry.receipt_number', 'ASC')
        .take(VERIFY_BATCH)
        .getMany();
      if (batch.length === 0) return { checked, firstBrokenReceipt: null };
      // A missing receipt number is a removed row, even if the hashes after it were rewritten.
      const gap = batch.find((entry, index) => entry.receiptNumber !== after + index + 1);
      const broken = firstBrokenLink(
        batch.map((entry) => ({
          content: chainedContent(entry),
          previousHash: entry.previousHash,
          hash: entry.hash,
        })),
        previous,
      );
      const first = Math.min(broken ?? Infinity, gap?.receiptNumber ?? Infinity);
      if (first !== Infinity) {
        return {
          checked: checked + batch.findIndex((entry) => entry.receiptNumber === first) + 1,
          firstBrokenReceipt: first,
        };
      }
      checked += batch.length;
      after = batch[batch.length - 1]!.receiptNumber;
      previous = batch[batch.length - 1]!.hash;
    }
  }

  /** The takings per day (last 31), month (last 36) or year (all), newest first (admins). */
  async positions(period: PositionPeriod, viewer: DemoViewer): Promise<CashPositionsDto> {
    const format = { day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' }[period];
    const limit = POSITION_LIMITS[period];
    const rows: Array<{ period: string; incomeCents: string }> =
      await this.transactions.manager.query(
        `SELECT to_char(date_trunc($1, register_day), $2) AS period,
                sum(income_cents)::text AS "incomeCents"
           FROM cash_positions
          WHERE ($3::boolean = false OR example)
          GROUP BY 1 ORDER BY 1 DESC
          ${limit === null ? '' : 'LIMIT $4'}`,
        [period, format, seesExamplesOnly(viewer), ...(limit === null ? [] : [limit])],
      );
    return {
      period,
      items: rows.map((row) => ({ period: row.period, incomeCents: Number(row.incomeCents) })),
    };
  }

  private logQuery(viewer: DemoViewer) {
    const since = addDays(this.today(), -LOG_DAYS);
    return visibleTo(this.entries.createQueryBuilder('entry'), viewer).andWhere(
      'entry.register_day >= :since',
      { since },
    );
  }

  private checkInput(input: CheckoutInputDto, idempotencyKey: string | undefined): void {
    const problems = [];
    if (idempotencyKey === undefined || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      problems.push({
        field: 'Idempotency-Key',
        code: 'IDEMPOTENCY_KEY_INVALID',
        message: 'Send an Idempotency-Key header of 8 to 64 letters, digits, _ or -.',
      });
    }
    if (!input.bookingId && !input.soldCouponId && !input.items?.length) {
      problems.push({
        field: 'items',
        code: 'EMPTY_CHECKOUT',
        message: 'Choose a booking, a coupon or at least one product.',
      });
    }
    if (input.couponCode !== undefined && input.soldCouponId !== undefined) {
      problems.push({
        field: 'couponCode',
        code: 'COUPON_FOR_COUPON',
        message: 'A gift coupon cannot be paid with another coupon.',
      });
    }
    if (problems.length > 0) throw validationProblem(problems);
  }

  private replay(
    earlier: CashRegisterEntry,
    hash: string,
    staff: StaffPrincipal,
  ): CheckoutResultDto {
    if (earlier.requestHash !== hash || earlier.cashierId !== staff.id) {
      throw new ProblemException(
        problem(
          422,
          ProblemCode.IDEMPOTENCY_KEY_REUSED,
          'Idempotency key reused',
          'This Idempotency-Key was used for another checkout; send a new key for a new checkout.',
          [
            {
              field: 'Idempotency-Key',
              code: ProblemCode.IDEMPOTENCY_KEY_REUSED,
              message: 'Key already used.',
            },
          ],
        ),
      );
    }
    return { checkout: toCheckoutDto(earlier), couponBalanceCents: earlier.couponBalanceCents };
  }

  private async settleSoldCoupon(couponId: string, staff: StaffPrincipal): Promise<SettledCoupon> {
    const coupon = await this.couponOrders.settleAtRegister(couponId, staff);
    if (!coupon) {
      throw new ProblemException(
        problem(404, ProblemCode.NOT_FOUND, 'Not found', 'No unpaid gift coupon with this id.', [
          { field: 'soldCouponId', code: ProblemCode.NOT_FOUND, message: 'No unpaid coupon.' },
        ]),
      );
    }
    return coupon;
  }

  private async redeem(code: string, subtotalCents: number): Promise<CouponUse | null> {
    if (subtotalCents === 0) return null;
    const use = await this.coupons.spend(code, subtotalCents);
    if (!use) throw couponInvalidProblem();
    return use;
  }

  private bookingColumns(booking: SettledBooking | null) {
    return {
      bookingId: booking?.id ?? null,
      bookingVehicle: booking?.vehicleName ?? null,
      bookingHours: booking?.hours ?? null,
      bookingNights: booking?.nights ?? null,
      bookingDay: booking?.day ?? null,
      bookingCents: booking?.dueCents ?? null,
    };
  }
}

/** A log row as written: everything but what the log itself assigns. */
export type RegisterLogInput = Omit<
  CashRegisterEntry,
  'id' | 'receiptNumber' | 'createdAt' | 'registerDay' | 'previousHash' | 'hash' | 'example'
>;

/**
 * Appends a row to the register log inside `manager`'s transaction, under the chain's lock: it
 * takes the next receipt number and links to the newest row's hash, and adds its income to the
 * day's takings. The lock is held to the end of the transaction, so numbers run without gaps and
 * the chain never forks. (Checkouts and the demo seeds write through here.)
 */
export async function appendToRegisterLog(
  manager: EntityManager,
  row: RegisterLogInput,
  at: { now: Date; timeZone: string; example: boolean },
): Promise<CashRegisterEntry> {
  const entries = manager.getRepository(CashRegisterEntry);
  await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [LOCK_CLASS, CHAIN_LOCK]);
  const [last] = await entries.find({ order: { receiptNumber: 'DESC' }, take: 1 });
  const entry = entries.create({
    ...row,
    receiptNumber: (last?.receiptNumber ?? 0) + 1,
    createdAt: at.now,
    registerDay: businessDay(at.now, at.timeZone),
    previousHash: last?.hash ?? GENESIS_HASH,
    example: at.example,
  });
  entry.hash = entryHash(entry.previousHash, chainedContent(entry));
  await entries.insert(entry);
  await manager.query(
    `INSERT INTO cash_positions (register_day, example, income_cents) VALUES ($1, $2, $3)
     ON CONFLICT (register_day, example)
     DO UPDATE SET income_cents = cash_positions.income_cents + EXCLUDED.income_cents`,
    [entry.registerDay, entry.example, entry.incomeCents],
  );
  return entry;
}

function loggedProduct(product: SoldProduct): LoggedProduct {
  return {
    productId: product.productId,
    quantity: product.quantity,
    name: product.name,
    priceCents: product.priceCents,
    totalCents: product.quantity * product.priceCents,
  };
}
