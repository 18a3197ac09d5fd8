import { addDays, businessDay, zonedInstant } from '../../common/time/business-time';
import { nameKey, phoneKey } from '../../blacklist/blacklist.rules';
import { normaliseEmail } from '../../common/http/patterns';
import { signedText } from '../../common/staff-texts';
import type { Seed } from './run-seeds';

/** Fictitious customers at a reserved example domain (RFC 2606). */
const CUSTOMERS = [
  ['Lena Hoffmann', '+4915112340001'],
  ['Paul Schneider', '+4917612340002'],
  ['Mara Yilmaz', '+4916012340003'],
  ['Felix Brandt', '+4915212340004'],
  ['Sophie Lange', '+4917012340005'],
  ['Emil Nowak', '+4915712340006'],
] as const;

interface ExampleBooking {
  /** Days from the seeding day (business time); negative: past. */
  dayOffset: number;
  vehicle: string;
  startHour: number;
  hours: number;
  customer: number;
  paid: boolean;
  bookedBy?: string;
}

/**
 * A week back and ten days ahead around the day the demo was seeded: paid past bookings, two
 * unpaid ones that ended (the red banner), and today's and coming ones to reprice, comment on,
 * cancel and ban from. The demo account works on these only (demo-visibility.ts).
 */
const BOOKINGS: readonly ExampleBooking[] = [
  {
    dayOffset: -5,
    vehicle: 'Motorboat A 200 PS',
    startHour: 10,
    hours: 3,
    customer: 0,
    paid: true,
  },
  { dayOffset: -3, vehicle: 'Sailboat A', startHour: 14, hours: 2, customer: 1, paid: false },
  { dayOffset: -1, vehicle: 'Canoe A', startHour: 11, hours: 2, customer: 2, paid: false },
  { dayOffset: -1, vehicle: 'Motorboat B 100 PS', startHour: 9, hours: 4, customer: 3, paid: true },
  {
    dayOffset: 0,
    vehicle: 'Motorboat A 200 PS',
    startHour: 10,
    hours: 2,
    customer: 4,
    paid: false,
  },
  {
    dayOffset: 0,
    vehicle: 'Jet ski A 250 PS',
    startHour: 13,
    hours: 1,
    customer: 5,
    paid: false,
    bookedBy: 'Miriam Schulte',
  },
  { dayOffset: 0, vehicle: 'Sailboat B', startHour: 15, hours: 3, customer: 0, paid: true },
  { dayOffset: 1, vehicle: 'Canoe B', startHour: 9, hours: 3, customer: 1, paid: false },
  { dayOffset: 2, vehicle: 'Motorboat C 15 PS', startHour: 12, hours: 2, customer: 2, paid: false },
  {
    dayOffset: 4,
    vehicle: 'Sailboat A',
    startHour: 10,
    hours: 4,
    customer: 3,
    paid: false,
    bookedBy: 'Jonas Krüger',
  },
  {
    dayOffset: 7,
    vehicle: 'Motorboat A 200 PS',
    startHour: 14,
    hours: 3,
    customer: 4,
    paid: false,
  },
];

const TODOS = [
  ['Bojen prüfen', 'Die Bojen am Steg 2 auf Risse prüfen und defekte austauschen.', null],
  ['Rettungswesten zählen', 'Vor dem Wochenende alle Westen zählen, Größen notieren.', null],
  ['Tankquittungen ablegen', 'Die Quittungen vom Juni in den Ordner „Betrieb“ legen.', 'Abgehakt'],
] as const;

const CONTACTS = [
  [
    'Clara Vogel',
    'clara.vogel@example.com',
    'Hallo, kann man bei Ihnen auch Angeln? Wir wären zu dritt und hätten gern ein Boot für einen Vormittag.',
  ],
  [
    'Ben Richter',
    'ben.richter@example.com',
    'Guten Tag, bieten Sie Gutscheine für einen Hausboot-Urlaub an? Es wäre ein Geburtstagsgeschenk.',
  ],
] as const;

const email = (name: string) =>
  `${name
    .toLowerCase()
    .replace('ü', 'ue')
    .replace(/[^a-z ]/g, '')
    .replace(' ', '.')}@example.com`;

/** Example bookings, inbox items and bans for the staff back office, marked `example`. */
export function backOfficeExamples(timeZone: string): Seed {
  return {
    name: 'back-office-examples',
    async run(manager) {
      const vehicles = (await manager.query(
        `SELECT id, name, price_cents AS "priceCents" FROM vehicles WHERE deleted_at IS NULL`,
      )) as Array<{ id: string; name: string; priceCents: Record<string, number> }>;
      const byName = new Map(vehicles.map((vehicle) => [vehicle.name, vehicle]));
      const today = businessDay(new Date(), timeZone);
      /** The stored id of each example (one whose period was taken is skipped). */
      const bookingIds = new Map<ExampleBooking, string>();
      for (const example of BOOKINGS) {
        const vehicle = byName.get(example.vehicle);
        if (!vehicle) continue;
        const day = addDays(today, example.dayOffset);
        const start = zonedInstant(day, example.startHour, timeZone);
        const end = zonedInstant(day, example.startHour + example.hours, timeZone);
        const [name, phone] = CUSTOMERS[example.customer]!;
        // An example never displaces a real booking: a taken period is skipped.
        const rows = (await manager.query(
          `INSERT INTO bookings (kind, vehicle_id, vehicle_name, period, customer_name,
             customer_email, customer_phone, employee_name, booked_day, start_hour, hours,
             street, zip_city, lang, price_cents, paid, example)
           VALUES ('hourly', $1, $2, tstzrange($3, $4), $5, $6, $7, $8, $9, $10, $11,
             'Uferweg 3', '18055 Rostock', 'de', $12, $13, true)
           ON CONFLICT DO NOTHING RETURNING id`,
          [
            vehicle.id,
            vehicle.name,
            start,
            end,
            name,
            email(name),
            phone,
            example.bookedBy ?? null,
            day,
            example.startHour,
            example.hours,
            vehicle.priceCents[String(example.hours)] ?? 5000 * example.hours,
            example.paid,
          ],
        )) as Array<{ id: string }>;
        if (rows[0]) bookingIds.set(example, rows[0].id);
      }
      for (const [title, body, done] of TODOS) {
        await manager.query(
          `INSERT INTO inbox_items (type, name, body, created_by, ticked_off_by, ticked_off_at, example)
           VALUES ('todo', $1, $2, 'Miriam Schulte', $3, $4, true)`,
          [title, body, done ? 'Jonas Krüger' : null, done ? new Date() : null],
        );
      }
      for (const [sender, address, body] of CONTACTS) {
        await manager.query(
          `INSERT INTO inbox_items (type, name, email, body, example) VALUES ('contact', $1, $2, $3, true)`,
          [sender, address, body],
        );
      }
      // Keys made by the blacklist's own rules, so the booking steps match these bans exactly.
      const ban = async (entry: {
        name: string;
        email?: string;
        phone?: string;
        reason: string;
        bannedBy: string;
        bookingId?: string;
      }) =>
        manager.query(
          `INSERT INTO blacklist_entries (name, name_key, email, email_key, phone, phone_key,
             reason, banned_by, booking_id, booked_day, example)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
             (SELECT booked_day FROM bookings WHERE id = $9), true)`,
          [
            entry.name,
            nameKey(entry.name),
            entry.email ?? null,
            entry.email ? normaliseEmail(entry.email) : null,
            entry.phone ?? null,
            entry.phone ? phoneKey(entry.phone) : null,
            signedText(entry.reason, 'ban', entry.bannedBy),
            entry.bannedBy,
            entry.bookingId ?? null,
          ],
        );
      await ban({
        name: 'Max Muster',
        email: 'max.muster@example.com',
        phone: '+4917600000000',
        reason: 'Boot zweimal stark verschmutzt zurückgegeben',
        bannedBy: 'Admin',
      });
      // The customer who let an unpaid booking lapse three days ago.
      const noShow = BOOKINGS[1]!;
      const bookingId = bookingIds.get(noShow);
      if (bookingId) {
        const [name] = CUSTOMERS[noShow.customer]!;
        await ban({
          name,
          reason: 'Nicht zur Buchung erschienen, nicht erreichbar',
          bannedBy: 'Miriam Schulte',
          bookingId,
        });
      }
    },
  };
}
