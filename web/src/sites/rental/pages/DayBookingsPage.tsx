import { DayBookings } from '../features/day-bookings/DayBookings';

/** /RentalRevolution/Buchungen: the staff's day bookings overview (spec §2). */
export function DayBookingsPage() {
  return <DayBookings />;
}
