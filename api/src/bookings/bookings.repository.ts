import { Injectable } from '@nestjs/common';
import { returnedRows } from '../common/database/returned-rows';
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

  /** A booking with its period as instants (the range column reads back as text). */
  async findWithPeriod(
    id: string,
  ): Promise<{ booking: Booking; period: { start: Date; end: Date } } | null> {
    const { entities, raw } = await this.transactions
      .repository(Booking)
      .createQueryBuilder('booking')
      .addSelect('lower(booking.period)', 'period_start')
      .addSelect('upper(booking.period)', 'period_end')
      .where('booking.id = :id', { id })
      .getRawAndEntities<{ period_start: Date; period_end: Date }>();
    const [booking] = entities;
    const [row] = raw;
    if (!booking || !row) return null;
    return {
      booking,
      period: { start: new Date(row.period_start), end: new Date(row.period_end) },
    };
  }

  /** Confirms a stay held for its payment, once; false when it is not held (any more). */
  async confirmHeld(id: string): Promise<boolean> {
    const rows = returnedRows(
      await this.transactions.manager.query(
        `UPDATE bookings SET hold_expires_at = NULL, paid = true
          WHERE id = $1 AND kind = 'stay' AND cancelled_at IS NULL AND hold_expires_at IS NOT NULL
          RETURNING id`,
        [id],
      ),
    );
    return rows.length > 0;
  }

  /**
   * Takes up a stay whose hold was released before its payment arrived, as paid. Fails with the
   * exclusion constraint (23P01) when another booking took the period meanwhile; null when there
   * is no such released hold.
   */
  async retakeReleasedHold(id: string, releaseReason: string): Promise<Booking | null> {
    const rows = returnedRows<{ id: string }>(
      await this.transactions.manager.query(
        `UPDATE bookings
            SET cancelled_at = NULL, cancellation_reason = NULL, hold_expires_at = NULL, paid = true
          WHERE id = $1 AND kind = 'stay' AND cancelled_at IS NOT NULL
            AND cancellation_reason = $2
          RETURNING id`,
        [id, releaseReason],
      ),
    );
    if (rows.length === 0) return null;
    return this.transactions.repository(Booking).findOneBy({ id });
  }

  /**
   * Cancels the held stays whose payment time is over, skipping rows another replica is
   * releasing (or a payment is confirming) right now; returns their ids.
   */
  async releaseExpiredHolds(now: Date, reason: string): Promise<string[]> {
    const rows = returnedRows<{ id: string }>(
      await this.transactions.manager.query(
        `UPDATE bookings SET cancelled_at = $1, cancellation_reason = $2
          WHERE id IN (
            SELECT id FROM bookings
             WHERE hold_expires_at IS NOT NULL AND cancelled_at IS NULL AND hold_expires_at <= $1
             FOR UPDATE SKIP LOCKED)
          RETURNING id`,
        [now, reason],
      ),
    );
    return rows.map((row) => row.id);
  }

  /** Cancels one held stay at once (its payment could not even start); false if not held. */
  async releaseHold(id: string, now: Date, reason: string): Promise<boolean> {
    const rows = returnedRows(
      await this.transactions.manager.query(
        `UPDATE bookings SET cancelled_at = $2, cancellation_reason = $3
          WHERE id = $1 AND hold_expires_at IS NOT NULL AND cancelled_at IS NULL
          RETURNING id`,
        [id, now, reason],
      ),
    );
    return rows.length > 0;
  }

  /**
   * Cancels the customer's own unpaid holds of this vehicle and these days (a payment they broke
   * off and now start again); returns their ids.
   */
  async releaseHoldsOf(
    stay: { vehicleId: string; startDay: string; endDay: string; email: string },
    now: Date,
    reason: string,
  ): Promise<string[]> {
    const rows = returnedRows<{ id: string }>(
      await this.transactions.manager.query(
        `UPDATE bookings SET cancelled_at = $5, cancellation_reason = $6
          WHERE vehicle_id = $1 AND booked_day = $2 AND end_day = $3
            AND lower(customer_email) = lower($4) AND kind = 'stay'
            AND hold_expires_at IS NOT NULL AND cancelled_at IS NULL
          RETURNING id`,
        [stay.vehicleId, stay.startDay, stay.endDay, stay.email, now, reason],
      ),
    );
    return rows.map((row) => row.id);
  }

  /** Whether the booking is still active (not cancelled): a reminder is sent only then. */
  async isActive(id: string): Promise<boolean> {
    const booking = await this.transactions
      .repository(Booking)
      .findOne({ where: { id }, select: { id: true, cancelledAt: true } });
    return booking !== null && booking.cancelledAt === null;
  }
}
