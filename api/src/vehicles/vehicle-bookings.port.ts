import type { DemoViewer } from '../common/demo/demo-visibility';

/** An hourly booking or a multi-day stay (the bookings module stores both in one table). */
export const BOOKING_KINDS = ['hourly', 'stay'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** A booking of a vehicle that has not ended yet, as the block and delete dialogs list it. */
export interface FutureBooking {
  id: string;
  kind: BookingKind;
  start: Date;
  end: Date;
  customerName: string;
  employeeName: string | null;
}

/**
 * What the fleet needs to know about bookings. The bookings module implements it, so bookings may
 * depend on vehicles (prices, availability) without vehicles depending back on bookings.
 */
export abstract class VehicleBookings {
  /**
   * Bookings of the vehicle that end after `now` and are not cancelled, soonest first; for the
   * demo account only seeded examples (customers' data is personal data).
   */
  abstract futureBookingsOf(
    vehicleId: string,
    now: Date,
    viewer: DemoViewer,
  ): Promise<FutureBooking[]>;
}
