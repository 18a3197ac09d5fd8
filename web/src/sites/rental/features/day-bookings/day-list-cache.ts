import type { BookingAuditEntryDto } from '@showcase/contracts/generated/model/bookingAuditEntryDto';
import type { StaffBookingDto } from '@showcase/contracts/generated/model/staffBookingDto';

/** A cached answer that lists staff bookings: a day's list or a page of the booking log. */
interface BookingList {
  items: StaffBookingDto[];
}

function isBookingList(data: unknown): data is BookingList {
  return (
    typeof data === 'object' && data !== null && Array.isArray((data as { items?: unknown }).items)
  );
}

function mapItems<Data>(data: Data, map: (items: StaffBookingDto[]) => StaffBookingDto[]): Data {
  if (!isBookingList(data)) return data;
  const items = map(data.items);
  return items === data.items ? data : { ...data, items };
}

/** The booking as the server answered it, in place of the cached one (same id). */
export function replaceBooking<Data>(data: Data, booking: StaffBookingDto): Data {
  return mapItems(data, (items) =>
    items.some((item) => item.id === booking.id)
      ? items.map((item) => (item.id === booking.id ? booking : item))
      : items,
  );
}

/** A cancelled booking leaves the day list (spec §4). */
export function removeBooking<Data>(data: Data, bookingId: string): Data {
  return mapItems(data, (items) =>
    items.some((item) => item.id === bookingId)
      ? items.filter((item) => item.id !== bookingId)
      : items,
  );
}

/** A ban answers with the blacklist entry, not the booking: its history gains the row here. */
export function appendHistory<Data>(
  data: Data,
  bookingId: string,
  entry: BookingAuditEntryDto,
): Data {
  return mapItems(data, (items) =>
    items.some((item) => item.id === bookingId)
      ? items.map((item) =>
          item.id === bookingId ? { ...item, history: [...item.history, entry] } : item,
        )
      : items,
  );
}

const BAN_SUFFIX = /\(Gesperrt durch (.+)\)\s*$/;

/** The acting staff member's name from a signed ban reason ('… (Gesperrt durch Admin)'). */
export function banActor(reason: string | null, fallback: string): string {
  return (reason && BAN_SUFFIX.exec(reason)?.[1]) || fallback;
}
