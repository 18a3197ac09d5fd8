import { Inject, Injectable } from '@nestjs/common';
import { staffDisplayName } from '../common/access/principals';
import type { StaffPrincipal } from '../common/access/principals';
import { Clock } from '../common/clock';
import { TransactionHost } from '../common/database/transaction-host';
import { visibleTo } from '../common/demo/demo-visibility';
import type { DemoViewer } from '../common/demo/demo-visibility';
import { keysetPage } from '../common/pagination/keyset-page';
import type { Keyset } from '../common/pagination/keyset-page';
import {
  problem,
  ProblemCode,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import { signedText } from '../common/staff-texts';
import { businessDay } from '../common/time/business-time';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CouponsService } from '../coupons/coupons.service';
import { InboxService } from '../inbox/inbox.service';
import { MailService } from '../mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import { bookingEventData } from '../webhooks/webhooks.rules';
import { WebhooksService } from '../webhooks/webhooks.service';
import { BookingAuditRepository } from './booking-audit.repository';
import type { AuditActor } from './booking-audit.repository';
import type {
  BookingCommentInputDto,
  BookingLogPageDto,
  BookingLogQueryDto,
  CancellationDto,
  DayBookingsDto,
  PriceChangeDto,
  StaffBookingDto,
  StaffBookingResultDto,
  UnfinishedBookingsDto,
} from './dto/staff-booking.dto';
import type { BookingAuditEntry } from './entities/booking-audit.entity';
import { Booking } from './entities/booking.entity';
import {
  bookingLogSince,
  bookingNotice,
  dayRange,
  isUnpaidAfterEnd,
  unfinishedWindow,
} from './rules/staff-booking.rules';

interface BookingWithPeriod {
  booking: Booking;
  start: Date;
  end: Date;
}

const NEWEST_FIRST: Keyset = {
  keys: [
    { expression: 'booking.created_at', type: 'timestamptz' },
    { expression: 'booking.id', type: 'uuid' },
  ],
  direction: 'DESC',
};

const notFound = () =>
  new ProblemException(problem(404, ProblemCode.NOT_FOUND, 'Not found', 'No such booking.'));

const paidProblem = () =>
  new ProblemException(
    problem(
      409,
      ProblemCode.BOOKING_PAID,
      'Booking paid',
      'A paid booking can no longer be changed; only banning the customer is possible.',
    ),
  );

const cancelledProblem = () =>
  new ProblemException(
    problem(409, ProblemCode.BOOKING_CANCELLED, 'Booking cancelled', 'The booking is cancelled.'),
  );

/**
 * The staff's work on bookings (spec §2 "Day bookings overview", §4, §5): the day list, the
 * unfinished bookings, the log, and repricing, comments and cancellation, each with an audit row.
 */
@Injectable()
export class StaffBookingsService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly audit: BookingAuditRepository,
    private readonly settings: SettingsService,
    private readonly coupons: CouponsService,
    private readonly inbox: InboxService,
    private readonly webhooks: WebhooksService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  private get timeZone(): string {
    return this.config.businessTimeZone;
  }

  /** The day's bookings that are not cancelled (hourly and stays touching it), by start. */
  async listDay(day: string, viewer: DemoViewer): Promise<DayBookingsDto> {
    const range = dayRange(day, this.timeZone);
    const [blocked, rows] = await Promise.all([
      this.settings.listBlockedDays(day, day),
      this.withPeriods(
        this.bookingsQuery(viewer)
          .andWhere('booking.cancelled_at IS NULL')
          .andWhere('booking.period && tstzrange(:start, :end)', range)
          .orderBy('lower(booking.period)', 'ASC')
          .addOrderBy('booking.id', 'ASC'),
      ),
    ]);
    return { day, blocked: blocked.items.length > 0, items: await this.toDtos(rows) };
  }

  /** One booking this viewer may see, cancelled or not; 404 otherwise. */
  async get(id: string, viewer: DemoViewer): Promise<StaffBookingDto> {
    const [row] = await this.withPeriods(
      this.bookingsQuery(viewer).andWhere('booking.id = :id', { id }),
    );
    if (!row) throw notFound();
    const [booking] = await this.toDtos([row]);
    return booking!;
  }

  /** Ended within the last 7 days, unpaid and not cancelled (the red banner's list). */
  async listUnfinished(viewer: DemoViewer): Promise<UnfinishedBookingsDto> {
    const rows = await this.withPeriods(
      this.unfinishedQuery(viewer).orderBy('upper(booking.period)', 'ASC').addOrderBy('booking.id'),
    );
    return { items: await this.toDtos(rows) };
  }

  async countUnfinished(viewer: DemoViewer): Promise<number> {
    return this.unfinishedQuery(viewer).getCount();
  }

  /** Bookings made in the last 14 days, cancelled ones too, newest first (admins). */
  async log(query: BookingLogQueryDto, viewer: DemoViewer): Promise<BookingLogPageDto> {
    const since = bookingLogSince(this.clock.now(), this.timeZone);
    const page = await keysetPage(
      this.bookingsQuery(viewer).andWhere('booking.created_at >= :since', { since }),
      NEWEST_FIRST,
      query,
    );
    const rows = await this.periodsOf(page.items);
    return { items: await this.toDtos(rows), nextCursor: page.nextCursor };
  }

  /** A new price with its reason, '(Preisanpassung durch {name})'. */
  async reprice(
    id: string,
    input: PriceChangeDto,
    staff: StaffPrincipal,
  ): Promise<StaffBookingResultDto> {
    return this.change(id, staff, async ({ booking, start, end }, actor) => {
      if (input.newPriceCents < booking.couponCents) {
        throw validationProblem([
          {
            field: 'newPriceCents',
            code: 'BELOW_COUPON',
            message: 'The new price cannot be below what a gift coupon already paid.',
          },
        ]);
      }
      const reason = signedText(input.reason, 'reprice', actor.name);
      await this.update(id, { newPriceCents: input.newPriceCents, priceChangeReason: reason });
      await this.audit.record(
        id,
        'reprice',
        actor,
        { newPriceCents: booking.newPriceCents, priceChangeReason: booking.priceChangeReason },
        { newPriceCents: input.newPriceCents, priceChangeReason: reason },
      );
      await this.webhooks.record(
        'booking.repriced',
        bookingEventData(
          { ...booking, newPriceCents: input.newPriceCents },
          { start, end },
          { previousTotalCents: booking.newPriceCents ?? booking.priceCents },
        ),
      );
    });
  }

  /** A staff comment, '(Kommentiert von {name})', added to the booking's comments. */
  async comment(
    id: string,
    input: BookingCommentInputDto,
    staff: StaffPrincipal,
  ): Promise<StaffBookingResultDto> {
    return this.change(id, staff, async (_, actor) => {
      const text = signedText(input.text, 'comment', actor.name);
      const entry = { author: actor.name, text, at: this.clock.now().toISOString() };
      // Appended in SQL, so two colleagues commenting at once both keep their comment.
      await this.transactions.manager.query(
        `UPDATE bookings SET comment_history = comment_history || $2::jsonb WHERE id = $1`,
        [id, JSON.stringify([entry])],
      );
      await this.audit.record(id, 'comment', actor, { comment: null }, { comment: text });
    });
  }

  /**
   * Cancels an unpaid booking: the period is free again, a gift coupon gets back what it paid,
   * the customer is mailed in their language, the inbox gets a cancellation notice, and a
   * pending reminder is dropped (its send condition asks whether the booking is still active).
   */
  async cancel(
    id: string,
    input: CancellationDto,
    staff: StaffPrincipal,
  ): Promise<StaffBookingResultDto> {
    return this.change(id, staff, async ({ booking, start, end }, actor) => {
      const reason = signedText(input.reason, 'cancel', actor.name);
      await this.update(id, {
        cancelledAt: this.clock.now(),
        cancellationReason: reason,
        holdExpiresAt: null,
      });
      if (booking.couponCents > 0) await this.coupons.giveBack(id);
      await this.audit.record(
        id,
        'cancel',
        actor,
        { cancelled: false, cancellationReason: null },
        { cancelled: true, cancellationReason: reason },
      );
      await this.inbox.addBookingNotice(
        bookingNotice('cancellation', booking, { start, end }, this.timeZone, reason),
      );
      await this.webhooks.record(
        booking.kind === 'stay' ? 'stay.cancelled' : 'booking.cancelled',
        bookingEventData(
          { ...booking, cancelledAt: this.clock.now() },
          { start, end },
          { cancelledBy: 'staff' },
        ),
      );
      await this.mail.send({
        template: 'booking-cancellation',
        to: booking.customerEmail,
        lang: booking.lang === 'en' ? 'en' : 'de',
        data: {
          bookingId: id,
          kind: booking.kind,
          salutation:
            booking.kind === 'stay' ? ((booking.salutation ?? 'mr') as 'mr' | 'ms' | 'none') : null,
          name: booking.customerName,
          vehicleName: booking.vehicleName,
          startsAt: start.toISOString(),
          endsAt: end.toISOString(),
          timeZone: this.timeZone,
          reason: input.reason,
          couponCents: booking.couponCents,
        },
      });
    });
  }

  /**
   * One staff action on a booking, under its row lock: the booking must exist for this viewer,
   * be neither cancelled (409 BOOKING_CANCELLED) nor paid (409 BOOKING_PAID); the answer is the
   * booking as it is afterwards.
   */
  private async change(
    id: string,
    staff: StaffPrincipal,
    work: (current: BookingWithPeriod, actor: AuditActor) => Promise<void>,
  ): Promise<StaffBookingResultDto> {
    return this.transactions.transaction(async () => {
      const [current] = await this.withPeriods(
        this.bookingsQuery(staff).andWhere('booking.id = :id', { id }).setLock('pessimistic_write'),
      );
      if (!current) throw notFound();
      if (current.booking.cancelledAt !== null) throw cancelledProblem();
      if (current.booking.paid) throw paidProblem();
      await work(current, { id: staff.id, name: staffDisplayName(staff) });
      const [changed] = await this.withPeriods(
        this.bookingsQuery(staff).andWhere('booking.id = :id', { id }),
      );
      const [booking] = await this.toDtos([changed!]);
      return { booking: booking! };
    });
  }

  private async update(id: string, changes: Partial<Booking>): Promise<void> {
    await this.transactions.repository(Booking).update({ id }, changes);
  }

  private bookingsQuery(viewer: DemoViewer) {
    return visibleTo(this.transactions.repository(Booking).createQueryBuilder('booking'), viewer);
  }

  private unfinishedQuery(viewer: DemoViewer) {
    const window = unfinishedWindow(this.clock.now(), this.timeZone);
    return this.bookingsQuery(viewer)
      .andWhere('booking.paid = false')
      .andWhere('booking.cancelled_at IS NULL')
      .andWhere('upper(booking.period) > :from AND upper(booking.period) <= :to', window);
  }

  /** The query's bookings with their periods as instants (the range column reads as text). */
  private async withPeriods(query: ReturnType<StaffBookingsService['bookingsQuery']>) {
    const { entities, raw } = await query
      .addSelect('lower(booking.period)', 'period_start')
      .addSelect('upper(booking.period)', 'period_end')
      .getRawAndEntities<{ booking_id: string; period_start: Date; period_end: Date }>();
    const periods = new Map(raw.map((row) => [row.booking_id, row]));
    return entities.map((booking) => {
      const row = periods.get(booking.id)!;
      return { booking, start: new Date(row.period_start), end: new Date(row.period_end) };
    });
  }

  /** Periods for bookings already loaded (a log page), in their order, in one query. */
  private async periodsOf(bookings: Booking[]): Promise<BookingWithPeriod[]> {
    if (bookings.length === 0) return [];
    const rows: Array<{ id: string; start: Date; end: Date }> =
      await this.transactions.manager.query(
        `SELECT id, lower(period) AS start, upper(period) AS "end" FROM bookings WHERE id = ANY($1::uuid[])`,
        [bookings.map((booking) => booking.id)],
      );
    const periods = new Map(rows.map((row) => [row.id, row]));
    return bookings.map((booking) => {
      const row = periods.get(booking.id)!;
      return { booking, start: new Date(row.start), end: new Date(row.end) };
    });
  }

  private async toDtos(rows: BookingWithPeriod[]): Promise<StaffBookingDto[]> {
    const histories = await this.audit.historiesOf(rows.map(({ booking }) => booking.id));
    const now = this.clock.now();
    return rows.map((row) => this.toDto(row, histories.get(row.booking.id) ?? [], now));
  }

  private toDto(
    { booking, start, end }: BookingWithPeriod,
    history: BookingAuditEntry[],
    now: Date,
  ): StaffBookingDto {
    const cancelled = booking.cancelledAt !== null;
    return {
      id: booking.id,
      kind: booking.kind,
      vehicleId: booking.vehicleId,
      vehicleName: booking.vehicleName,
      customerName: booking.customerName,
      customerPhone: booking.customerPhone,
      customerEmail: booking.customerEmail,
      startsAt: start,
      endsAt: end,
      day: booking.bookedDay ?? businessDay(start, this.timeZone),
      endDay: booking.endDay,
      hours: booking.kind === 'hourly' ? booking.hours : null,
      nights: booking.kind === 'stay' ? booking.nights : null,
      priceCents: booking.priceCents,
      newPriceCents: booking.newPriceCents,
      priceChangeReason: booking.priceChangeReason,
      couponCents: booking.couponCents,
      customerComment: booking.comment,
      comments: booking.commentHistory.map((entry) => ({
        text: entry.text,
        author: entry.author,
        at: new Date(entry.at),
      })),
      bookedBy: booking.employeeName,
      paid: booking.paid,
      unpaidAfterEnd: isUnpaidAfterEnd({ paid: booking.paid, cancelled, endsAt: end }, now),
      awaitingPayment: booking.holdExpiresAt !== null && !cancelled,
      cancelled,
      cancellationReason: booking.cancellationReason,
      createdAt: booking.createdAt,
      history: history.map((entry) => ({
        id: entry.id,
        action: entry.action,
        actor: entry.actorName,
        at: entry.at,
        before: entry.before,
        after: entry.after,
      })),
    };
  }
}
