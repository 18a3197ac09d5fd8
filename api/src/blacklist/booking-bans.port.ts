import type { DemoViewer } from '../common/demo/demo-visibility';

/** Who bans: the staff member's id and name as the texts show it. */
export interface BanActor extends DemoViewer {
  id: string;
  name: string;
}

/**
 * What a ban from a booking needs of the bookings: that the booking exists (and the actor may see
 * it), its day for the list's link, and an entry in the booking's history. The bookings module
 * implements it, so bookings may keep asking the blacklist without a cycle.
 */
export abstract class BookingBans {
  /** The booking's start day, or null when there is no such booking for this viewer. */
  abstract dayOfBooking(bookingId: string, viewer: DemoViewer): Promise<string | null>;

  /** Records the ban in the booking's audit history. */
  abstract recordBan(bookingId: string, actor: BanActor, reason: string): Promise<void>;
}
