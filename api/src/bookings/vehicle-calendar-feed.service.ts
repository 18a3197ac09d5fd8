import { Inject, Injectable } from '@nestjs/common';
import { createEvents } from 'ics';
import type { EventAttributes } from 'ics';
import { Clock } from '../common/clock';
import { TransactionHost } from '../common/database/transaction-host';
import { problem, ProblemCode, ProblemException } from '../common/problem/problem';
import { addDays, businessDay, zonedInstant } from '../common/time/business-time';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { VehiclesService } from '../vehicles/vehicles.service';

/** The feed shows from a month back (recent history for the staff), and everything ahead. */
export const FEED_DAYS_BACK = 31;

interface FeedRow {
  id: string;
  kind: 'hourly' | 'stay';
  start: Date;
  end: Date;
  customerName: string;
  customerPhone: string;
  paid: boolean;
  example: boolean;
}

const notFound = () =>
  new ProblemException(problem(404, ProblemCode.NOT_FOUND, 'Not found', 'No such calendar.'));

/**
 * A vehicle's active bookings and stays as an iCalendar feed (RFC 5545) that staff subscribe to
 * in their phone's calendar; the secret token in its address is its only key.
 */
@Injectable()
export class VehicleCalendarFeedService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly vehicles: VehiclesService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  async feed(vehicleId: string, token: string): Promise<string> {
    const vehicle = await this.vehicles.calendarFeedVehicle(vehicleId, token);
    if (!vehicle) throw notFound();
    const timeZone = this.config.businessTimeZone;
    const from = zonedInstant(
      addDays(businessDay(this.clock.now(), timeZone), -FEED_DAYS_BACK),
      0,
      timeZone,
    );
    const rows: FeedRow[] = await this.transactions.manager.query(
      `SELECT id, kind, lower(period) AS start, upper(period) AS "end",
              customer_name AS "customerName", customer_phone AS "customerPhone", paid, example
         FROM bookings
        WHERE vehicle_id = $1 AND cancelled_at IS NULL AND period && tstzrange($2, NULL)
        ORDER BY lower(period)`,
      [vehicleId, from],
    );
    const events: EventAttributes[] = rows.map((row) => ({
      uid: `${row.id}@rentalrevolution`,
      start: new Date(row.start).getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: new Date(row.end).getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      title: `${vehicle.name}: ${row.customerName}`,
      description: [
        row.kind === 'stay' ? 'Mehrtägige Buchung' : 'Stundenbuchung',
        `Telefon: ${row.customerPhone}`,
        row.paid ? 'bezahlt' : 'noch nicht bezahlt',
        ...(row.example ? ['Beispielbuchung (Demo)'] : []),
      ].join('\n'),
      status: 'CONFIRMED',
    }));
    const { error, value } = createEvents(events, {
      productId: 'rentalrevolution/vehicle-feed',
      method: 'PUBLISH',
      calName: `${vehicle.name} – Buchungen`,
    });
    // The library's message may quote customers' data; the log must not.
    if (error || !value) throw new Error('calendar feed could not be built');
    return value;
  }
}
