import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { BlacklistService } from '../blacklist/blacklist.service';
import { staffFullName } from '../common/access/principals';
import type { StaffPrincipal } from '../common/access/principals';
import { Clock } from '../common/clock';
import { TransactionHost } from '../common/database/transaction-host';
import { SqlState, sqlStateOf } from '../common/problem/database-errors';
import {
  problem,
  ProblemCode,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { InboxService } from '../inbox/inbox.service';
import { MailService } from '../mail/mail.service';
import type { BookingMailData } from '../mail/mail.types';
import { hoursOn } from '../settings/opening-hours.rules';
import { SettingsService } from '../settings/settings.service';
import { VehiclesService } from '../vehicles/vehicles.service';
import type { BookableVehicle } from '../vehicles/vehicles.service';
import { bookingEventData } from '../webhooks/webhooks.rules';
import { WebhooksService } from '../webhooks/webhooks.service';
import { BookingsRepository } from './bookings.repository';
import { customerColumns } from './dto/customer.dto';
import { toBookingQuoteDto } from './dto/booking-quote.dto';
import type { BookingQuoteDto, BookingQuoteQueryDto } from './dto/booking-quote.dto';
import type { BookingDto, CreateBookingDto } from './dto/booking.dto';
import type { Booking } from './entities/booking.entity';
import { addDays, bookingPeriod, businessDay, zonedInstant } from '../common/time/business-time';
import { hourlyBookingProblems, REMINDER_HOUR } from './rules/hourly-booking.rules';
import { bookingNotice } from './rules/staff-booking.rules';
import { quotePrice } from './rules/price.rules';
import type { BookingExtra, PriceQuote } from './rules/price.rules';
import { customerBannedProblem, VerificationCodesService } from './verification-codes.service';

/**
 * Whether inserting (or retaking) a booking lost its period to another booking: the exclusion
 * constraint refused it, or the two overlapping rows went in at the same moment, each one's check
 * waiting for the other, and PostgreSQL aborted this transaction (a deadlock) to let the other
 * through. Either way the period is taken: 409, not a 503 "try again".
 */
export function lostThePeriod(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === SqlState.EXCLUSION_VIOLATION || state === SqlState.DEADLOCK_DETECTED;
}

export function alreadyBookedProblem(): ProblemException {
  return new ProblemException(
    problem(
      409,
      ProblemCode.ALREADY_BOOKED,
      'Already booked',
      'The vehicle was booked for this time in the meantime.',
    ),
  );
}

const vehicleUnavailable = () =>
  validationProblem([
    { field: 'vehicleId', code: 'VEHICLE_UNAVAILABLE', message: 'This vehicle is not in service.' },
  ]);

/**
 * Hourly bookings (spec §4 "Hourly booking flow"): the server prices them, checks the calendar,
 * the customer's ban and code, and lets PostgreSQL's exclusion constraint decide races.
 */
@Injectable()
export class HourlyBookingsService implements OnModuleInit {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly bookings: BookingsRepository,
    private readonly vehicles: VehiclesService,
    private readonly settings: SettingsService,
    private readonly blacklist: BlacklistService,
    private readonly codes: VerificationCodesService,
    private readonly mail: MailService,
    private readonly inbox: InboxService,
    private readonly webhooks: WebhooksService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  onModuleInit(): void {
    // A reminder queued for a booking that was cancelled meanwhile is dropped, not sent.
    this.mail.registerSendCondition('booking-reminder', (job) =>
      this.bookings.isActive(job.data.bookingId),
    );
  }

  async quote(query: BookingQuoteQueryDto): Promise<BookingQuoteDto> {
    const vehicle = await this.bookableVehicle(query.vehicleId);
    return toBookingQuoteDto(vehicle.id, this.priced(vehicle, query.hours, query.extras ?? []));
  }

  async create(input: CreateBookingDto, staff: StaffPrincipal | undefined): Promise<BookingDto> {
    const timeZone = this.config.businessTimeZone;
    const vehicle = await this.bookableVehicle(input.vehicleId);
    const [calendar, blocked] = await Promise.all([
      this.settings.getBusinessCalendar(),
      this.settings.listBlockedDays(input.day, input.day),
    ]);
    const period = bookingPeriod(input.day, input.startHour, input.hours, timeZone);
    const problems = hourlyBookingProblems({
      type: vehicle.type,
      passengers: vehicle.passengers,
      startHour: input.startHour,
      hours: input.hours,
      adults: input.adults,
      children: input.children ?? 0,
      dayBlocked: blocked.items.length > 0,
      dayHours: hoursOn(calendar, input.day),
      startMs: period.start.getTime(),
      nowMs: this.clock.now().getTime(),
    });
    const quote = this.priced(vehicle, input.hours, input.extras ?? [], problems);
    if (await this.blacklist.isBanned(input)) throw customerBannedProblem();

    return this.transactions.transaction(async () => {
      if (!staff) {
        if (input.code === undefined) {
          throw validationProblem([
            { field: 'code', code: 'REQUIRED', message: 'The code mailed to you is required.' },
          ]);
        }
        await this.codes.consume(input.email, input.code);
      }
      const booking = await this.insert(input, vehicle, quote, period, staff);
      await this.announce(booking, vehicle, quote, period, staff);
      await this.webhooks.record('booking.created', bookingEventData(booking, period));
      return {
        id: booking.id,
        vehicleId: vehicle.id,
        vehicleName: vehicle.name,
        day: input.day,
        startHour: input.startHour,
        hours: input.hours,
        extras: quote.extras.map(({ extra }) => extra),
        startsAt: period.start.toISOString(),
        endsAt: period.end.toISOString(),
        quote: toBookingQuoteDto(vehicle.id, quote),
      };
    });
  }

  private async bookableVehicle(id: string): Promise<BookableVehicle> {
    const [vehicle] = await this.vehicles.bookableVehicles({ id });
    if (!vehicle) throw vehicleUnavailable();
    return vehicle;
  }

  /** The price from the vehicle's table; with `earlier` problems, all are reported together. */
  private priced(
    vehicle: BookableVehicle,
    hours: number,
    extras: readonly BookingExtra[],
    earlier: ReturnType<typeof hourlyBookingProblems> = [],
  ): PriceQuote {
    const result = quotePrice(vehicle, hours, extras);
    const problems = [...earlier, ...('problems' in result ? result.problems : [])];
    if (problems.length > 0 || !('quote' in result)) throw validationProblem(problems);
    return result.quote;
  }

  private async insert(
    input: CreateBookingDto,
    vehicle: BookableVehicle,
    quote: PriceQuote,
    period: { start: Date; end: Date },
    staff: StaffPrincipal | undefined,
  ): Promise<Booking> {
    try {
      return await this.bookings.insert({
        kind: 'hourly',
        vehicleId: vehicle.id,
        vehicleName: vehicle.name,
        period: `[${period.start.toISOString()},${period.end.toISOString()})`,
        bookedDay: input.day,
        startHour: input.startHour,
        hours: input.hours,
        extras: quote.extras.map(({ extra }) => extra),
        ...customerColumns(input, staff),
        priceCents: quote.totalCents,
      });
    } catch (error) {
      if (lostThePeriod(error)) throw alreadyBookedProblem();
      throw error;
    }
  }

  /**
   * The confirmation (and the reminder for the evening before) in the customer's language. In a
   * simulated demo booking nothing is stored, but the visitor still gets the confirmation, marked
   * as an example, so it is queued outside the transaction that is rolled back; no reminder.
   */
  private async announce(
    booking: Booking,
    vehicle: BookableVehicle,
    quote: PriceQuote,
    period: { start: Date; end: Date },
    staff: StaffPrincipal | undefined,
  ): Promise<void> {
    const example = this.transactions.willRollBack;
    // The staff inbox learns of every booking (rolled back with a simulated one).
    await this.inbox.addBookingNotice(
      bookingNotice('confirmation', booking, period, this.config.businessTimeZone),
    );
    const lang = booking.lang === 'en' ? 'en' : 'de';
    const data: BookingMailData = {
      bookingId: booking.id,
      example,
      name: booking.customerName,
      email: booking.customerEmail,
      phone: booking.customerPhone,
      street: booking.street ?? '',
      supplement: booking.supplement,
      zipCity: booking.zipCity ?? '',
      vehicleName: vehicle.name,
      vehicleType: vehicle.type,
      startsAt: period.start.toISOString(),
      endsAt: period.end.toISOString(),
      timeZone: this.config.businessTimeZone,
      hours: quote.hours,
      extras: quote.extras,
      basePriceCents: quote.basePriceCents,
      totalCents: quote.totalCents,
      vatCents: quote.vatCents,
      adults: booking.adults,
      children: booking.children,
      childAgeFrom: booking.childAgeFrom,
      childAgeTo: booking.childAgeTo,
      comment: booking.comment,
      bookedBy: staff ? staffFullName(staff) : null,
    };
    const to = booking.customerEmail;
    await this.mail.send(
      { template: 'booking-confirmation', to, lang, data },
      { detached: example },
    );
    if (example) return;
    const timeZone = this.config.businessTimeZone;
    const remindAt = zonedInstant(
      addDays(businessDay(period.start, timeZone), -1),
      REMINDER_HOUR,
      timeZone,
    );
    if (remindAt.getTime() > this.clock.now().getTime()) {
      await this.mail.send(
        { template: 'booking-reminder', to, lang, data },
        { startAfter: remindAt },
      );
    }
  }
}
