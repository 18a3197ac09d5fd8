import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../common/database/transaction-host';
import type { DemoViewer } from '../common/demo/demo-visibility';
import { visibleTo } from '../common/demo/demo-visibility';
import type { BanActor } from '../blacklist/booking-bans.port';
import { BookingBans } from '../blacklist/booking-bans.port';
import { BookingAuditEntry } from './entities/booking-audit.entity';
import type { AuditValues, BookingAuditAction } from './entities/booking-audit.entity';
import { Booking } from './entities/booking.entity';

export interface AuditActor {
  id: string;
  name: string;
}

/**
 * The append-only history of staff actions on bookings. It also answers the blacklist's
 * `BookingBans` port: a ban from a booking is one more entry in that booking's history.
 */
@Injectable()
export class BookingAuditRepository implements BookingBans {
  constructor(private readonly transactions: TransactionHost) {}

  private get entries() {
    return this.transactions.repository(BookingAuditEntry);
  }

  /** Records one action; runs in the caller's transaction, so it exists only if the change does. */
  async record(
    bookingId: string,
    action: BookingAuditAction,
    actor: AuditActor,
    before: AuditValues,
    after: AuditValues,
  ): Promise<void> {
    await this.entries.insert({
      bookingId,
      action,
      actorId: actor.id,
      actorName: actor.name,
      before,
      after,
    });
  }

  /** The histories of several bookings in one query, each oldest first. */
  async historiesOf(bookingIds: readonly string[]): Promise<Map<string, BookingAuditEntry[]>> {
    const histories = new Map<string, BookingAuditEntry[]>();
    if (bookingIds.length === 0) return histories;
    const entries = await this.entries
      .createQueryBuilder('entry')
      .where('entry.booking_id = ANY(:ids::uuid[])', { ids: bookingIds })
      .orderBy('entry.at', 'ASC')
      .addOrderBy('entry.id', 'ASC')
      .getMany();
    for (const entry of entries) {
      const history = histories.get(entry.bookingId) ?? [];
      history.push(entry);
      histories.set(entry.bookingId, history);
    }
    return histories;
  }

  async dayOfBooking(bookingId: string, viewer: DemoViewer): Promise<string | null> {
    const row = await visibleTo(
      this.transactions
        .repository(Booking)
        .createQueryBuilder('booking')
        .select(`to_char(booking.booked_day, 'YYYY-MM-DD')`, 'day')
        .where('booking.id = :bookingId', { bookingId }),
      viewer,
    ).getRawOne<{ day: string | null }>();
    return row?.day ?? null;
  }

  async recordBan(bookingId: string, actor: BanActor, reason: string): Promise<void> {
    await this.record(bookingId, 'ban', actor, { banReason: null }, { banReason: reason });
  }
}
