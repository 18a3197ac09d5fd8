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
}
