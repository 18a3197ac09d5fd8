import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../common/database/transaction-host';
import { visibleTo } from '../common/demo/demo-visibility';
import type { DemoViewer } from '../common/demo/demo-visibility';
import type {
  BookingKind,
  FutureBooking,
  VehicleBookings,
} from '../vehicles/vehicle-bookings.port';
import { Booking } from './entities/booking.entity';
import type { OccupiedPeriod } from './rules/week.rules';

/** What a vehicle's bookings leave free from one instant on. */
export interface FreeTimeFrom {
  vehicleId: string;
  /** A booking covers the instant itself. */
  bookedAtStart: boolean;
  /** The start of the next booking after the instant, if one begins before the horizon. */
  nextStartMs: number | null;
}

interface FutureBookingRow {
  id: string;
  kind: BookingKind;
  start: Date;
  end: Date;
  customerName: string;
  employeeName: string | null;
}

/**
 * The bookings table's queries; they join the caller's transaction (a simulated demo write sees
 * its own rows). It answers the fleet's `VehicleBookings` port too: that is a query, no rule.
 */
@Injectable()
export class BookingsRepository implements VehicleBookings {
  constructor(private readonly transactions: TransactionHost) {}

  async futureBookingsOf(
    vehicleId: string,
    now: Date,
    viewer: DemoViewer,
  ): Promise<FutureBooking[]> {
    // `period && [now,)` is answered by the exclusion constraint's GiST index.
    const query = this.transactions
      .repository(Booking)
      .createQueryBuilder('booking')
      .select('booking.id', 'id')
      .addSelect('booking.kind', 'kind')
      .addSelect('lower(booking.period)', 'start')
      .addSelect('upper(booking.period)', 'end')
      .addSelect('booking.customer_name', 'customerName')
      .addSelect('booking.employee_name', 'employeeName')
      .where('booking.vehicle_id = :vehicleId', { vehicleId })
      .andWhere('booking.cancelled_at IS NULL')
      .andWhere(`booking.period && tstzrange(:now, NULL)`, { now })
      .orderBy('lower(booking.period)', 'ASC');
    const rows = await visibleTo(query, viewer).getRawMany<FutureBookingRow>();
    return rows.map((row) => ({ ...row, start: new Date(row.start), end: new Date(row.end) }));
  }

  /**
   * The active bookings of the vehicles that overlap [from, to), as epoch milliseconds: one query
   * for a whole week, answered by the exclusion constraint's GiST index. Epoch numbers, not
   * Dates: converting hundreds of timestamps in the driver costs more than the query.
   */
  async occupiedPeriods(
    vehicleIds: readonly string[],
    from: Date,
    to: Date,
  ): Promise<OccupiedPeriod[]> {
    if (vehicleIds.length === 0) return [];
    const rows: Array<{ vehicleId: string; startMs: string; endMs: string }> =
      await this.transactions.manager.query(
        `SELECT vehicle_id AS "vehicleId",
                (extract(epoch FROM lower(period)) * 1000)::bigint AS "startMs",
                (extract(epoch FROM upper(period)) * 1000)::bigint AS "endMs"
           FROM bookings
          WHERE vehicle_id = ANY($1::uuid[])
            AND cancelled_at IS NULL
            AND period && tstzrange($2, $3)`,
        [vehicleIds, from, to],
      );
    return rows.map((row) => ({
      vehicleId: row.vehicleId,
      startMs: Number(row.startMs),
      endMs: Number(row.endMs),
    }));
  }

  /** Per vehicle: whether `at` is taken, and when its next booking before `horizon` starts. */
  async freeTimeFrom(
    vehicleIds: readonly string[],
    at: Date,
    horizon: Date,
  ): Promise<Map<string, FreeTimeFrom>> {
    const result = new Map<string, FreeTimeFrom>(
      vehicleIds.map((vehicleId) => [
        vehicleId,
        { vehicleId, bookedAtStart: false, nextStartMs: null },
      ]),
    );
    if (vehicleIds.length === 0) return result;
    const rows: Array<{ vehicleId: string; bookedAtStart: boolean; nextStartMs: string | null }> =
      await this.transactions.manager.query(
        `SELECT vehicle_id AS "vehicleId",
                bool_or(period @> $2::timestamptz) AS "bookedAtStart",
                (extract(epoch FROM min(lower(period)) FILTER (WHERE lower(period) > $2)) * 1000)::bigint
                  AS "nextStartMs"
           FROM bookings
          WHERE vehicle_id = ANY($1::uuid[])
            AND cancelled_at IS NULL
            AND period && tstzrange($2, $3)
          GROUP BY vehicle_id`,
        [vehicleIds, at, horizon],
      );
    for (const row of rows) {
      result.set(row.vehicleId, {
        vehicleId: row.vehicleId,
        bookedAtStart: row.bookedAtStart,
        nextStartMs: row.nextStartMs === null ? null : Number(row.nextStartMs),
      });
    }
    return result;
  }

  /** Stores a booking; a period that overlaps another of the vehicle fails with SQLSTATE 23P01. */
  async insert(booking: Partial<Booking>): Promise<Booking> {
    const repository = this.transactions.repository(Booking);
    return repository.save(repository.create(booking));
  }

  /** Whether the booking is still active (not cancelled): a reminder is sent only then. */
  async isActive(id: string): Promise<boolean> {
    const booking = await this.transactions
      .repository(Booking)
      .findOne({ where: { id }, select: { id: true, cancelledAt: true } });
    return booking !== null && booking.cancelledAt === null;
  }
}
