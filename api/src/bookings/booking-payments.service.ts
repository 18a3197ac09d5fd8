import { Inject, Injectable } from '@nestjs/common';
import { staffDisplayName } from '../common/access/principals';
import type { StaffPrincipal } from '../common/access/principals';
import { Clock } from '../common/clock';
import { TransactionHost } from '../common/database/transaction-host';
import { visibleTo } from '../common/demo/demo-visibility';
import type { DemoViewer } from '../common/demo/demo-visibility';
import { problem, ProblemCode, ProblemException } from '../common/problem/problem';
import { businessDay } from '../common/time/business-time';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { BookingAuditRepository } from './booking-audit.repository';
import type { RegisterBookingDto, SettledBooking } from './dto/register-booking.dto';
import { Booking } from './entities/booking.entity';
import { dayRange, isUnpaidAfterEnd } from './rules/staff-booking.rules';

interface UnpaidRow {
  booking: Booking;
  start: Date;
  end: Date;
}

/** The price that counts and what is left to pay once a coupon paid its part at booking time. */
function amounts(booking: Booking): { priceCents: number; dueCents: number } {
  const priceCents = booking.newPriceCents ?? booking.priceCents;
  return { priceCents, dueCents: Math.max(0, priceCents - booking.couponCents) };
}

/**
 * Bookings as the cash register sees them: the day's unpaid ones, and settling one inside the
 * register's checkout transaction (with a `paid` entry in its history).
 */
@Injectable()
export class BookingPaymentsService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly audit: BookingAuditRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /**
   * Unpaid, active bookings touching the business day, by start. Stays still waiting for their
   * PayPal approval are not due at the register.
   */
  async listUnpaidOnDay(day: string, viewer: DemoViewer): Promise<RegisterBookingDto[]> {
    const range = dayRange(day, this.config.businessTimeZone);
    const { entities, raw } = await visibleTo(
      this.transactions.repository(Booking).createQueryBuilder('booking'),
      viewer,
    )
      .andWhere('booking.paid = false')
      .andWhere('booking.cancelled_at IS NULL')
      .andWhere('booking.hold_expires_at IS NULL')
      .andWhere('booking.period && tstzrange(:start, :end)', range)
      .addSelect('lower(booking.period)', 'period_start')
      .addSelect('upper(booking.period)', 'period_end')
      .orderBy('lower(booking.period)', 'ASC')
      .addOrderBy('booking.id', 'ASC')
      .getRawAndEntities<{ booking_id: string; period_start: Date; period_end: Date }>();
    const periods = new Map(raw.map((row) => [row.booking_id, row]));
    const now = this.clock.now();
    return entities.map((booking) => {
      const period = periods.get(booking.id)!;
      return this.toDto(
        { booking, start: new Date(period.period_start), end: new Date(period.period_end) },
        now,
      );
    });
  }

  /**
   * Marks a booking paid in the caller's transaction, under its row lock, and records who took
   * the money. 404 when the viewer cannot see it, 409 when it is cancelled or already paid.
   */
  async settleAtRegister(bookingId: string, staff: StaffPrincipal): Promise<SettledBooking> {
    const { entities, raw } = await visibleTo(
      this.transactions.repository(Booking).createQueryBuilder('booking'),
      staff,
    )
      .andWhere('booking.id = :bookingId', { bookingId })
      .addSelect('lower(booking.period)', 'period_start')
      .setLock('pessimistic_write')
      .getRawAndEntities<{ period_start: Date }>();
    const booking = entities[0];
    if (!booking) {
      throw new ProblemException(
        problem(404, ProblemCode.NOT_FOUND, 'Not found', 'No such booking.', [
          { field: 'bookingId', code: ProblemCode.NOT_FOUND, message: 'No such booking.' },
        ]),
      );
    }
    if (booking.cancelledAt !== null) {
      throw new ProblemException(
        problem(
          409,
          ProblemCode.BOOKING_CANCELLED,
          'Booking cancelled',
          'The booking is cancelled.',
        ),
      );
    }
    if (booking.paid) {
      throw new ProblemException(
        problem(409, ProblemCode.ALREADY_PAID, 'Already paid', 'This booking is already paid.', [
          { field: 'bookingId', code: ProblemCode.ALREADY_PAID, message: 'Already paid.' },
        ]),
      );
    }
    await this.transactions
      .repository(Booking)
      .update({ id: bookingId }, { paid: true, holdExpiresAt: null });
    await this.audit.record(
      bookingId,
      'paid',
      { id: staff.id, name: staffDisplayName(staff) },
      { paid: false },
      { paid: true },
    );
    return this.settled(booking, new Date(raw[0]!.period_start));
  }

  /** A booking as the register log names it (a stay paid online is logged as PayPal income). */
  async describe(bookingId: string): Promise<SettledBooking | null> {
    const { entities, raw } = await this.transactions
      .repository(Booking)
      .createQueryBuilder('booking')
      .where('booking.id = :bookingId', { bookingId })
      .addSelect('lower(booking.period)', 'period_start')
      .getRawAndEntities<{ period_start: Date }>();
    const booking = entities[0];
    if (!booking) return null;
    return this.settled(booking, new Date(raw[0]!.period_start));
  }

  private settled(booking: Booking, start: Date): SettledBooking {
    return {
      id: booking.id,
      vehicleName: booking.vehicleName,
      day: booking.bookedDay ?? businessDay(start, this.config.businessTimeZone),
      hours: booking.kind === 'hourly' ? booking.hours : null,
      nights: booking.kind === 'stay' ? booking.nights : null,
      dueCents: amounts(booking).dueCents,
    };
  }

  private toDto({ booking, start, end }: UnpaidRow, now: Date): RegisterBookingDto {
    return {
      id: booking.id,
      kind: booking.kind,
      vehicleName: booking.vehicleName,
      customerName: booking.customerName,
      startsAt: start,
      endsAt: end,
      day: booking.bookedDay ?? businessDay(start, this.config.businessTimeZone),
      hours: booking.kind === 'hourly' ? booking.hours : null,
      nights: booking.kind === 'stay' ? booking.nights : null,
      ...amounts(booking),
      couponCents: booking.couponCents,
      unpaidAfterEnd: isUnpaidAfterEnd({ paid: false, cancelled: false, endsAt: end }, now),
    };
  }
}
