import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../common/database/transaction-host';
import { VehicleBookings } from '../vehicles/vehicle-bookings';
import type { FutureBooking } from '../vehicles/vehicle-bookings';
import { Booking } from './entities/booking.entity';
import type { BookingKind } from './entities/booking.entity';

interface FutureBookingRow {
  id: string;
  kind: BookingKind;
  start: Date;
  end: Date;
  customerName: string;
  employeeName: string | null;
}

@Injectable()
export class VehicleBookingsQuery extends VehicleBookings {
  constructor(private readonly transactions: TransactionHost) {
    super();
  }

  async futureBookingsOf(vehicleId: string, now: Date): Promise<FutureBooking[]> {
    // `period && [now,)` is answered by the exclusion constraint's GiST index.
    const rows = await this.transactions
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
      .orderBy('lower(booking.period)', 'ASC')
      .getRawMany<FutureBookingRow>();
    return rows.map((row) => ({ ...row, start: new Date(row.start), end: new Date(row.end) }));
  }
}
