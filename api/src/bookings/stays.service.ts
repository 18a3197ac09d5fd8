import { Inject, Injectable } from '@nestjs/common';
import { BlacklistService } from '../blacklist/blacklist.service';
import type { StaffPrincipal } from '../common/access/principals';
import { Clock } from '../common/clock';
import { TransactionHost } from '../common/database/transaction-host';
import {
  problem,
  ProblemCode,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import type { FieldProblem } from '../common/problem/problem';
import { addDays, businessDay, businessHour } from '../common/time/business-time';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { applyCoupon } from '../coupons/coupon-code.rules';
import { CouponsService, couponInvalidProblem } from '../coupons/coupons.service';
import type { CouponUse } from '../coupons/coupons.service';
import { InboxService } from '../inbox/inbox.service';
import { MailService } from '../mail/mail.service';
import type { StayMailData } from '../mail/mail.types';
import { hoursOn } from '../settings/opening-hours.rules';
import { SettingsService } from '../settings/settings.service';
import { VehiclesService } from '../vehicles/vehicles.service';
import type { BookableVehicle } from '../vehicles/vehicles.service';
import { bookingEventData } from '../webhooks/webhooks.rules';
import { WebhooksService } from '../webhooks/webhooks.service';
import { BookingsRepository } from './bookings.repository';
import { customerColumns } from './dto/customer.dto';
import type {
  CreateStayDto,
  StayDto,
  StayOfferDto,
  StayQuoteDto,
  StayQuoteQueryDto,
} from './dto/stay.dto';
import type { Booking } from './entities/booking.entity';
import { alreadyBookedProblem, lostThePeriod } from './hourly-bookings.service';
import {
  quoteStay,
  MAX_STAY_NIGHTS,
  offeredStayExtras,
  STAY_EXTRA_CENTS,
  STAY_EXTRAS,
  stayCalendarProblems,
  stayDays,
  stayHours,
  stayNights,
  stayPartyProblems,
  stayPeriod,
} from './rules/stay.rules';
import { bookingNotice } from './rules/staff-booking.rules';
import type { StayExtra, StayQuote } from './rules/stay.rules';
import { includedVatCents } from './rules/price.rules';
import { customerBannedProblem } from './verification-codes.service';

/** Terms §2: a bank transfer is due in full no later than 5 days after booking. */
export const BANK_TRANSFER_DAYS = 5;
/** Why the hold-release job cancelled a stay. */
export const HOLD_EXPIRED_REASON = 'Zahlung nicht abgeschlossen (PayPal)';

const noStayWaiting = () =>
  new ProblemException(
    problem(404, ProblemCode.NOT_FOUND, 'Not found', 'No stay waits for this payment.'),
  );

const vehicleUnavailable = () =>
  validationProblem([
    { field: 'vehicleId', code: 'VEHICLE_UNAVAILABLE', message: 'This vehicle is not in service.' },
  ]);

/** PayPal pays through its own two steps; `POST /stays` takes bank transfers and paid-up stays. */
const paypalOrderRequired = () =>
  validationProblem([
    {
      field: 'paymentMethod',
      code: 'PAYPAL_ORDER_REQUIRED',
      message: 'Pay with PayPal through POST /payments/paypal/orders.',
    },
  ]);

/** A stay checked and priced, ready to be stored. */
interface StayPlan {
  input: CreateStayDto;
  vehicle: BookableVehicle;
  quote: StayQuote;
  period: { start: Date; end: Date };
  staff: StaffPrincipal | undefined;
}

/** How a stay is stored: confirmed at once, or held while PayPal takes the money. */
type StayMode = { hold: false } | { hold: true; expiresAt: Date };

/**
 * Multi-day stays (spec §4 "Multi-day …"): the server checks the days, prices the stay, spends a
 * coupon and lets the exclusion constraint that hourly bookings share decide every race.
 */
@Injectable()
export class StaysService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly bookings: BookingsRepository,
    private readonly vehicles: VehiclesService,
    private readonly settings: SettingsService,
    private readonly blacklist: BlacklistService,
    private readonly coupons: CouponsService,
    private readonly mail: MailService,
    private readonly inbox: InboxService,
    private readonly webhooks: WebhooksService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  private get timeZone(): string {
    return this.config.businessTimeZone;
  }

  async quote(query: StayQuoteQueryDto): Promise<StayOfferDto> {
    const vehicle = await this.bookableVehicle(query.vehicleId);
    const nights = stayNights(query.startDay, query.endDay);
    if (nights < 0) {
      throw validationProblem([
        { field: 'endDay', code: 'END_BEFORE_START', message: 'The stay ends before it starts.' },
      ]);
    }
    const quote = priced(vehicle, nights, query.extras ?? []);
    const calendar = await this.settings.getBusinessCalendar();
    return {
      ...toStayQuoteDto(
        vehicle.id,
        quote,
        applyCoupon(quote.totalCents, query.couponCents ?? 0),
        stayHours(nights, hoursOn(calendar, query.startDay)),
      ),
      offeredExtras: offeredStayExtras(vehicle),
    };
  }

  /** A stay paid by bank transfer, or fully by a coupon: confirmed at once. */
  async create(input: CreateStayDto, staff: StaffPrincipal | undefined): Promise<StayDto> {
    const plan = await this.plan(input, staff);
    return this.transactions.transaction(() => this.store(plan, { hold: false }));
  }

  /**
   * A stay to be paid with PayPal: checked, priced and stored as held until `expiresAt`, so the
   * period is taken while the visitor pays. Runs in the caller's transaction. A stay with nothing
   * left to pay (a coupon covers it) is confirmed at once instead.
   */
  async hold(
    input: CreateStayDto,
    staff: StaffPrincipal | undefined,
    expiresAt: Date,
  ): Promise<StayDto> {
    const plan = await this.plan(input, staff);
    return this.transactions.transaction(() => this.store(plan, { hold: true, expiresAt }));
  }

  /**
   * The payment for a held stay arrived: it is confirmed and paid, and the confirmation mailed. A
   * hold already released is taken up again if its period and coupon are still free; otherwise
   * 409 ALREADY_BOOKED (or 422 COUPON_INVALID), and the caller refunds the payment.
   */
  async confirmPaid(bookingId: string): Promise<StayDto> {
    return this.transactions.transaction(async () => {
      if (!(await this.bookings.confirmHeld(bookingId))) await this.retakeReleased(bookingId);
      const stored = await this.bookings.findWithPeriod(bookingId);
      if (!stored) throw noStayWaiting();
      await this.announce(stored.booking, stored.period);
      // Ends what `stay.created` (status held) began; an expired hold ends in `stay.cancelled`.
      await this.webhooks.record('stay.paid', bookingEventData(stored.booking, stored.period));
      return this.toStayDto(stored.booking, stored.period);
    });
  }

  /** Cancels held stays whose payment time ran out and gives their coupon uses back. */
  async releaseExpiredHolds(): Promise<number> {
    return this.transactions.transaction(async () => {
      const released = await this.bookings.releaseExpiredHolds(
        this.clock.now(),
        HOLD_EXPIRED_REASON,
      );
      for (const id of released) await this.coupons.giveBack(id);
      await this.recordReleased(released);
      return released.length;
    });
  }

  /** A stay as the API shows it (after its payment, or for a repeated capture). */
  async find(id: string): Promise<StayDto> {
    const stored = await this.bookings.findWithPeriod(id);
    if (!stored || stored.booking.kind !== 'stay') throw noStayWaiting();
    return this.toStayDto(stored.booking, stored.period);
  }

  /** Gives up one held stay now, with its coupon use. */
  async releaseHold(id: string): Promise<void> {
    await this.transactions.transaction(async () => {
      const released = await this.bookings.releaseHold(id, this.clock.now(), HOLD_EXPIRED_REASON);
      if (released) await this.coupons.giveBack(id);
      if (released) await this.recordReleased([id]);
    });
  }

  /**
   * Gives up the customer's own held stay of the same vehicle and days, so a PayPal payment they
   * broke off (closed the window, changed the coupon) can start again instead of finding the
   * period taken by themselves. Runs in the caller's transaction.
   */
  async releaseOwnHolds(stay: CreateStayDto): Promise<void> {
    const released = await this.bookings.releaseHoldsOf(
      stay,
      this.clock.now(),
      HOLD_EXPIRED_REASON,
    );
    for (const id of released) await this.coupons.giveBack(id);
    await this.recordReleased(released);
  }

  /** `stay.cancelled` for each stay whose payment hold was given up (in the caller's transaction). */
  private async recordReleased(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const stored = await this.bookings.findWithPeriod(id);
      if (!stored) continue;
      await this.webhooks.record(
        'stay.cancelled',
        bookingEventData(stored.booking, stored.period, { cancelledBy: 'payment_expired' }),
      );
    }
  }

  private async retakeReleased(bookingId: string): Promise<void> {
    let booking: Booking | null;
    try {
      booking = await this.bookings.retakeReleasedHold(bookingId, HOLD_EXPIRED_REASON);
    } catch (error) {
      if (lostThePeriod(error)) throw alreadyBookedProblem();
      throw error;
    }
    if (!booking) throw noStayWaiting();
    if (booking.couponId !== null && booking.couponCents > 0) {
      const use = { couponId: booking.couponId, couponCents: booking.couponCents };
      if (!(await this.coupons.spendExactly(use))) throw couponInvalidProblem();
      await this.coupons.recordUse(use, booking.id, booking.employeeName);
    }
    // Its release was announced as stay.cancelled: the stay exists again.
    const stored = await this.bookings.findWithPeriod(booking.id);
    if (stored)
      await this.webhooks.record('stay.created', bookingEventData(stored.booking, stored.period));
  }

  private async bookableVehicle(id: string): Promise<BookableVehicle> {
    const [vehicle] = await this.vehicles.bookableVehicles({ id });
    if (!vehicle) throw vehicleUnavailable();
    return vehicle;
  }

  /** Every rule at once: the form's, the calendar's, the party's and the price's. */
  private async plan(input: CreateStayDto, staff: StaffPrincipal | undefined): Promise<StayPlan> {
    const vehicle = await this.bookableVehicle(input.vehicleId);
    const nights = stayNights(input.startDay, input.endDay);
    // Past the longest stay the days are not looked at: the stay is refused as too long anyway.
    const days =
      nights >= 0 && nights <= MAX_STAY_NIGHTS ? stayDays(input.startDay, input.endDay) : [];
    const [calendar, blocked] = await Promise.all([
      this.settings.getBusinessCalendar(),
      this.settings.listBlockedDays(input.startDay, days.at(-1) ?? input.startDay),
    ]);
    const blockedDays = new Set(blocked.items.map((day) => day.date));
    const period = stayPeriod(
      input.startDay,
      input.endDay,
      hoursOn(calendar, input.startDay),
      this.timeZone,
    );
    const now = this.clock.now();
    const facts = {
      staff: staff !== undefined,
      startDay: input.startDay,
      endDay: input.endDay,
      today: businessDay(now, this.timeZone),
      startMs: period.start.getTime(),
      nowMs: now.getTime(),
      days: days.map((day) => ({
        day,
        blocked: blockedDays.has(day),
        closed: hoursOn(calendar, day).closed,
      })),
      passengers: vehicle.passengers,
      adults: input.adults,
      children: input.children ?? 0,
      childAgeFrom: input.childAgeFrom ?? null,
      childAgeTo: input.childAgeTo ?? null,
    };
    const quote = priced(vehicle, Math.max(0, nights), input.extras ?? [], [
      ...stayCalendarProblems(facts),
      ...stayPartyProblems(facts),
    ]);
    if (await this.blacklist.isBanned(input)) throw customerBannedProblem();
    return { input, vehicle, quote, period, staff };
  }

  private async store(plan: StayPlan, mode: StayMode): Promise<StayDto> {
    const { input, quote } = plan;
    let use: CouponUse | null = null;
    if (input.couponCode !== undefined) {
      use = await this.coupons.spend(input.couponCode, quote.totalCents);
      if (!use) throw couponInvalidProblem();
    }
    const { dueCents } = applyCoupon(quote.totalCents, use?.couponCents ?? 0);
    if (input.paymentMethod === 'paypal' && dueCents > 0 && !mode.hold) {
      throw paypalOrderRequired();
    }
    const held = mode.hold && dueCents > 0;
    const booking = await this.insert(plan, use, {
      paid: dueCents === 0,
      holdExpiresAt: held ? mode.expiresAt : null,
    });
    if (use) await this.coupons.recordUse(use, booking.id, booking.employeeName);
    if (!held) await this.announce(booking, plan.period, plan.vehicle);
    // Held stays too: they take the period while the customer pays (status `held`).
    await this.webhooks.record('stay.created', bookingEventData(booking, plan.period));
    return this.toStayDto(booking, plan.period);
  }

  private async insert(
    plan: StayPlan,
    use: CouponUse | null,
    state: { paid: boolean; holdExpiresAt: Date | null },
  ): Promise<Booking> {
    const { input, vehicle, quote, period, staff } = plan;
    try {
      return await this.bookings.insert({
        kind: 'stay',
        vehicleId: vehicle.id,
        vehicleName: vehicle.name,
        period: `[${period.start.toISOString()},${period.end.toISOString()})`,
        bookedDay: input.startDay,
        endDay: input.endDay,
        nights: quote.nights,
        extras: quote.extras.map(({ extra }) => extra),
        salutation: input.salutation ?? 'mr',
        ...customerColumns(input, staff),
        priceCents: quote.totalCents,
        couponId: use?.couponId ?? null,
        couponCents: use?.couponCents ?? 0,
        paymentMethod: input.paymentMethod,
        paid: state.paid,
        holdExpiresAt: state.holdExpiresAt,
      });
    } catch (error) {
      if (lostThePeriod(error)) throw alreadyBookedProblem();
      throw error;
    }
  }

  private paymentDueDay(booking: Booking): string | null {
    if (booking.paymentMethod !== 'bank_transfer' || booking.paid) return null;
    return addDays(businessDay(booking.createdAt, this.timeZone), BANK_TRANSFER_DAYS);
  }

  /**
   * The confirmation in the customer's language, through the outbox. A simulated demo stay is
   * not stored, but the visitor still gets the confirmation, marked as an example, so it is
   * queued outside the transaction that is rolled back.
   */
  private async announce(
    booking: Booking,
    period: { start: Date; end: Date },
    known?: BookableVehicle,
  ): Promise<void> {
    const example = this.transactions.willRollBack;
    // The staff inbox learns of every booking (rolled back with a simulated one).
    await this.inbox.addBookingNotice(
      bookingNotice('confirmation', booking, period, this.config.businessTimeZone),
    );
    // A vehicle taken out of service while its stay was being paid still gets its mail.
    const vehicle = known ?? (await this.vehicles.bookableVehicles({ id: booking.vehicleId }))[0];
    const quote = quoteOfRow(booking);
    const data: StayMailData = {
      bookingId: booking.id,
      example,
      salutation: (booking.salutation ?? 'mr') as StayMailData['salutation'],
      name: booking.customerName,
      email: booking.customerEmail,
      phone: booking.customerPhone,
      street: booking.street ?? '',
      supplement: booking.supplement,
      zipCity: booking.zipCity ?? '',
      vehicleName: booking.vehicleName,
      vehicleType: vehicle?.type ?? 'houseboats',
      startsAt: period.start.toISOString(),
      endsAt: period.end.toISOString(),
      timeZone: this.timeZone,
      startDay: booking.bookedDay ?? '',
      endDay: booking.endDay ?? '',
      nights: quote.nights,
      depositCents: vehicle?.depositCents ?? 0,
      licence: vehicle?.licence ?? 'no',
      adults: booking.adults,
      children: booking.children,
      childAgeFrom: booking.childAgeFrom,
      childAgeTo: booking.childAgeTo,
      comment: booking.comment,
      extras: quote.extras,
      nightlyCents: quote.nightlyCents,
      basePriceCents: quote.basePriceCents,
      totalCents: quote.totalCents,
      vatCents: quote.vatCents,
      couponCents: booking.couponCents,
      dueCents: applyCoupon(booking.priceCents, booking.couponCents).dueCents,
      paymentMethod: booking.paymentMethod ?? 'bank_transfer',
      paid: booking.paid,
      paymentDueDay: this.paymentDueDay(booking),
      bankAccount:
        booking.paymentMethod === 'bank_transfer' ? this.config.payments.bankAccount : null,
      bookedBy: booking.employeeName,
    };
    await this.mail.send(
      {
        template: 'stay-confirmation',
        to: booking.customerEmail,
        lang: booking.lang === 'en' ? 'en' : 'de',
        data,
      },
      { detached: example },
    );
  }

  private toStayDto(booking: Booking, period: { start: Date; end: Date }): StayDto {
    const quote = quoteOfRow(booking);
    return {
      id: booking.id,
      vehicleId: booking.vehicleId,
      vehicleName: booking.vehicleName,
      startDay: booking.bookedDay ?? '',
      endDay: booking.endDay ?? '',
      nights: quote.nights,
      startsAt: period.start.toISOString(),
      endsAt: period.end.toISOString(),
      paymentMethod: booking.paymentMethod ?? 'bank_transfer',
      status: booking.holdExpiresAt ? 'awaiting_payment' : 'confirmed',
      holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
      paymentDueDay: this.paymentDueDay(booking),
      quote: toStayQuoteDto(
        booking.vehicleId,
        quote,
        applyCoupon(booking.priceCents, booking.couponCents),
        // The stored period is what was booked, whatever the opening hours say today.
        {
          checkInHour: businessHour(period.start, this.timeZone),
          returnHour: businessHour(period.end, this.timeZone),
        },
      ),
    };
  }
}

/** The price from the vehicle's table; with `earlier` problems, all are reported together. */
function priced(
  vehicle: BookableVehicle,
  nights: number,
  extras: readonly string[],
  earlier: FieldProblem[] = [],
): StayQuote {
  const result = quoteStay(vehicle, nights, extras);
  const problems = [...earlier, ...('problems' in result ? result.problems : [])];
  if (problems.length > 0 || !('quote' in result)) throw validationProblem(problems);
  return result.quote;
}

/** A stored stay's price as it was quoted: the extras' fixed prices, the rest per night. */
function quoteOfRow(booking: Booking): StayQuote {
  const extras = STAY_EXTRAS.filter((extra) => booking.extras.includes(extra)).map(
    (extra: StayExtra) => ({ extra, priceCents: STAY_EXTRA_CENTS[extra] }),
  );
  const nights = booking.nights ?? 0;
  const basePriceCents = booking.priceCents - extras.reduce((sum, e) => sum + e.priceCents, 0);
  return {
    nights,
    nightlyCents: Math.round(basePriceCents / Math.max(1, nights)),
    basePriceCents,
    extras,
    totalCents: booking.priceCents,
    vatCents: includedVatCents(booking.priceCents),
  };
}

function toStayQuoteDto(
  vehicleId: string,
  quote: StayQuote,
  payment: { couponCents: number; dueCents: number },
  hours: { checkInHour: number; returnHour: number },
): StayQuoteDto {
  return {
    vehicleId,
    nights: quote.nights,
    nightlyCents: quote.nightlyCents,
    basePriceCents: quote.basePriceCents,
    extras: quote.extras.map(({ extra, priceCents }) => ({ extra, priceCents })),
    totalCents: quote.totalCents,
    vatCents: quote.vatCents,
    couponCents: payment.couponCents,
    dueCents: payment.dueCents,
    ...hours,
  };
}
