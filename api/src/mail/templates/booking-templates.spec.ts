import type { BookingMailData, MailLanguage, RenderedMail } from '../mail.types';
import { formatDuration, formatPersons } from './booking-format';
import { renderTemplate } from './render-template';

const booking = (overrides: Partial<BookingMailData> = {}): BookingMailData => ({
  bookingId: 'b-7f3a',
  example: false,
  name: 'Anna Berg',
  email: 'anna@example.de',
  phone: '+49 170 1234567',
  street: 'Seeweg 1',
  supplement: 'Hinterhaus',
  zipCity: '15526 Bad Saarow',
  vehicleName: 'Motorboat A',
  vehicleType: 'motorboats',
  // Winter time (UTC+1): 10:00–12:00 in Berlin.
  startsAt: '2026-11-28T09:00:00.000Z',
  endsAt: '2026-11-28T11:00:00.000Z',
  timeZone: 'Europe/Berlin',
  hours: 2,
  extras: [
    { extra: 'barbecue', priceCents: 1500 },
    { extra: 'captain', priceCents: 6000 },
  ],
  basePriceCents: 12000,
  totalCents: 19500,
  vatCents: 3113,
  adults: 2,
  children: 1,
  childAgeFrom: 6,
  childAgeTo: 10,
  comment: 'Bitte zwei Schwimmwesten für Kinder',
  bookedBy: 'Max Mustermann',
  ...overrides,
});

type BookingTemplate = 'booking-confirmation' | 'booking-reminder';

const render = (
  template: BookingTemplate,
  lang: MailLanguage,
  overrides: Partial<BookingMailData> = {},
): RenderedMail =>
  renderTemplate(
    { template, to: 'anna@example.de', lang, data: booking(overrides) },
    'Seeblick & Co',
  );

/** Intl writes a no-break space before '€' in German; the assertions read plain spaces. */
const plain = (value: string) => value.replace(/\u00a0/g, ' ');

/** The attachment's properties, folded lines joined again (RFC 5545 §3.1). */
function calendar(mail: RenderedMail): Record<string, string> {
  expect(mail.attachments).toHaveLength(1);
  const lines = mail.attachments![0]!.content.replace(/\r\n[ \t]/g, '').split('\r\n');
  return Object.fromEntries(
    lines
      .filter((line) => line.includes(':'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );
}

/** The paragraph after the greeting. */
const firstParagraph = (mail: RenderedMail) => mail.text.split('\n\n')[1];

describe('booking verification code mail', () => {
  const code = (lang: MailLanguage, name = 'Anna') =>
    renderTemplate(
      {
        template: 'booking-verification-code',
        to: 'anna@example.de',
        lang,
        data: { name, code: '04817', validMinutes: 15 },
      },
      'Seeblick & Co',
    );

  it('gives the code, its lifetime and single use, in German', () => {
    const mail = code('de');
    expect(mail.subject).toBe('Ihr Bestätigungscode');
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain('04817');
    expect(mail.html).toContain('04817');
    expect(mail.text).toContain('15 Minuten gültig und kann einmal verwendet werden');
    expect(mail.text).toContain('Wenn Sie nichts gebucht haben, ignorieren Sie diese E-Mail');
    expect(mail.text).toContain('Seeblick & Co');
    expect(mail.attachments).toBeUndefined();
  });

  it('gives the code, its lifetime and single use, in English', () => {
    const mail = code('en');
    expect(mail.subject).toBe('Your verification code');
    expect(mail.text).toContain('Hello Anna,');
    expect(mail.text).toContain('04817');
    expect(mail.text).toContain('valid for 15 minutes and can be used once');
    expect(mail.text).toContain('If you did not make a booking, simply ignore this e-mail');
  });

  it('escapes the name in the HTML', () => {
    const mail = code('de', '<script>alert(1)</script>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Seeblick &amp; Co');
  });
});

describe('booking confirmation mail', () => {
  it('shows every detail of the booking in German', () => {
    const mail = render('booking-confirmation', 'de');
    const text = plain(mail.text);
    expect(mail.subject).toBe('Ihre Buchung bei RentalRevolution');
    for (const expected of [
      'Hallo Anna Berg,',
      'Buchungsnummer: b-7f3a',
      'Fahrzeug: Motorboot „Motorboat A“',
      'Termin: Samstag, 28. November 2026, 10:00–12:00 Uhr',
      'Dauer: 2 Stunden',
      'Miete: 120,00 €',
      'Grill (15,00 €)',
      'Skipper (60,00 €)',
      'Gesamtpreis: 195,00 €',
      'inkl. 19 % MwSt.: 31,13 €',
      'Personen: 2 Erwachsene, 1 Kind (6–10 Jahre)',
      'Name: Anna Berg',
      'E-Mail: anna@example.de',
      'Telefon: +49 170 1234567',
      'Seeweg 1',
      'Hinterhaus',
      '15526 Bad Saarow',
      'Bitte zwei Schwimmwesten für Kinder',
      'Für Sie gebucht von: Max Mustermann',
      'vor Ort am Steg',
      'Kalendereintrag (buchung.ics)',
      'Seeblick & Co',
    ])
      expect(text).toContain(expected);
    expect(plain(mail.html)).toContain('Motorboot „Motorboat A“');
    expect(plain(mail.html)).toContain('Samstag, 28. November 2026, 10:00–12:00 Uhr');
    expect(plain(mail.html)).toContain('195,00 €');
  });

  it('shows every detail of the booking in English', () => {
    const mail = render('booking-confirmation', 'en');
    const text = plain(mail.text);
    expect(mail.subject).toBe('Your RentalRevolution booking');
    for (const expected of [
      'Hello Anna Berg,',
      'Booking number: b-7f3a',
      'Vehicle: Motorboat “Motorboat A”',
      'Saturday, 28 November 2026, 10:00–12:00',
      'Duration: 2 hours',
      'Rental: €120.00',
      'Barbecue (€15.00)',
      'Captain (€60.00)',
      'Total: €195.00',
      'incl. 19 % VAT: €31.13',
      'Persons: 2 adults, 1 child (aged 6–10)',
      'E-mail: anna@example.de',
      'Phone: +49 170 1234567',
      'Hinterhaus',
      'Bitte zwei Schwimmwesten für Kinder',
      'Booked for you by: Max Mustermann',
      'on site at the jetty',
      'calendar entry (booking.ics)',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('12:00 Uhr');
  });

  it('leaves out what was not given', () => {
    const mail = render('booking-confirmation', 'de', {
      supplement: null,
      extras: [],
      children: 0,
      childAgeFrom: null,
      childAgeTo: null,
      comment: null,
      bookedBy: null,
    });
    expect(mail.text).toContain('Extras: keine');
    expect(mail.text).toContain('Personen: 2 Erwachsene\n');
    expect(mail.text).toContain('Adresse: Seeweg 1\n  15526 Bad Saarow');
    expect(mail.text).not.toContain('Anmerkung');
    expect(mail.text).not.toContain('gebucht von');
    expect(mail.text).not.toContain('null');
    expect(render('booking-confirmation', 'en', { extras: [] }).text).toContain('Extras: none');
  });

  it.each([
    // Summer time (UTC+2).
    ['2026-07-04T08:00:00Z', '2026-07-04T10:00:00Z', 'Samstag, 4. Juli 2026, 10:00–12:00 Uhr'],
    // The last day of summer time, and the day the clocks go back (2026-10-25, 03:00 → 02:00).
    ['2026-10-24T08:00:00Z', '2026-10-24T10:00:00Z', 'Samstag, 24. Oktober 2026, 10:00–12:00 Uhr'],
    ['2026-10-25T09:00:00Z', '2026-10-25T11:00:00Z', 'Sonntag, 25. Oktober 2026, 10:00–12:00 Uhr'],
    // Across the switch: 01:30 summer time to 02:30 winter time is two hours.
    ['2026-10-24T23:30:00Z', '2026-10-25T01:30:00Z', 'Sonntag, 25. Oktober 2026, 01:30–02:30 Uhr'],
    // Into the next day: both days named.
    [
      '2026-07-04T19:00:00Z',
      '2026-07-04T23:00:00Z',
      'Samstag, 4. Juli 2026, 21:00 Uhr – Sonntag, 5. Juli 2026, 01:00 Uhr',
    ],
  ])('shows %s–%s in business time: %s', (startsAt, endsAt, expected) => {
    expect(render('booking-confirmation', 'de', { startsAt, endsAt }).text).toContain(
      `Termin: ${expected}\n`,
    );
  });

  it('shows the time in English in business time across the DST change', () => {
    const summer = { startsAt: '2026-07-04T08:00:00Z', endsAt: '2026-07-04T10:00:00Z' };
    const winter = { startsAt: '2026-10-25T09:00:00Z', endsAt: '2026-10-25T11:00:00Z' };
    expect(render('booking-confirmation', 'en', summer).text).toContain(
      'Saturday, 4 July 2026, 10:00–12:00\n',
    );
    expect(render('booking-confirmation', 'en', winter).text).toContain(
      'Sunday, 25 October 2026, 10:00–12:00\n',
    );
  });

  it('uses the time zone it is given, not the server’s or UTC', () => {
    const mail = render('booking-confirmation', 'en', { timeZone: 'America/New_York' });
    expect(mail.text).toContain('Saturday, 28 November 2026, 04:00–06:00\n');
  });

  it('marks an example booking in the subject and the first paragraph, and only then', () => {
    const de = render('booking-confirmation', 'de', { example: true });
    expect(de.subject).toBe('[Beispielbuchung] Ihre Buchung bei RentalRevolution');
    expect(firstParagraph(de)).toBe(
      'Dies ist eine Beispielbuchung auf unserer Demo-Seite: Es wurde nichts gespeichert und nichts reserviert.',
    );
    expect(de.html).toContain('Dies ist eine Beispielbuchung auf unserer Demo-Seite');
    expect(calendar(de).DESCRIPTION).toContain('Dies ist eine Beispielbuchung');

    const en = render('booking-confirmation', 'en', { example: true });
    expect(en.subject).toBe('[Example booking] Your RentalRevolution booking');
    expect(firstParagraph(en)).toBe(
      'This is an example booking on our demo site: nothing was stored and nothing was reserved.',
    );
    expect(calendar(en).DESCRIPTION).toContain('This is an example booking');

    for (const lang of ['de', 'en'] as const) {
      const real = render('booking-confirmation', lang);
      expect(real.subject).not.toMatch(/^\[/);
      expect(real.text).not.toMatch(/Beispielbuchung|example booking/i);
      expect(real.html).not.toMatch(/Beispielbuchung|example booking/i);
      expect(calendar(real).DESCRIPTION).not.toMatch(/Beispielbuchung|example booking/i);
    }
  });

  it('escapes every customer-provided value in the HTML and keeps the text as written', () => {
    const hostile = '<script>alert(1)</script>';
    const mail = render('booking-confirmation', 'de', {
      name: hostile,
      email: `a${hostile}@example.de`,
      phone: hostile,
      street: hostile,
      supplement: '<img src=x onerror=alert(1)>',
      zipCity: hostile,
      vehicleName: `"><script>x</script>`,
      comment: `Hallo & "tschüss"\n${hostile}`,
      bookedBy: hostile,
      bookingId: hostile,
    });
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Hallo &amp; &quot;tschüss&quot;<br>&lt;script&gt;');
    expect(mail.html).toContain('Seeblick &amp; Co');
    expect(mail.text).toContain(`Hallo ${hostile},`);
    expect(mail.text).toContain('Hallo & "tschüss"');
  });

  it('attaches a calendar entry in UTC with the booking as uid', () => {
    const de = render('booking-confirmation', 'de');
    expect(de.attachments![0]).toMatchObject({
      filename: 'buchung.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    const event = calendar(de);
    expect(event.METHOD).toBe('PUBLISH');
    expect(event.DTSTART).toBe('20261128T090000Z');
    expect(event.DTEND).toBe('20261128T110000Z');
    expect(event.UID).toBe('b-7f3a@rentalrevolution');
    expect(event.STATUS).toBe('CONFIRMED');
    expect(event.SUMMARY).toBe('Motorboot „Motorboat A“ – RentalRevolution');
    // Commas are escaped in iCalendar text.
    expect(plain(event.DESCRIPTION!)).toContain('195\\,00 €');

    const en = render('booking-confirmation', 'en', {
      startsAt: '2026-10-25T09:00:00Z',
      endsAt: '2026-10-25T11:00:00Z',
    });
    expect(en.attachments![0]!.filename).toBe('booking.ics');
    expect(calendar(en).DTSTART).toBe('20261025T090000Z');
    expect(calendar(en).DTEND).toBe('20261025T110000Z');
    expect(calendar(en).SUMMARY).toBe('Motorboat “Motorboat A” – RentalRevolution');
    expect(calendar(en).DESCRIPTION).toContain('€195.00');
  });
});

describe('booking reminder mail', () => {
  it('names the vehicle and the time, payment on site, in German', () => {
    const mail = render('booking-reminder', 'de', {
      startsAt: '2026-07-04T08:00:00Z',
      endsAt: '2026-07-04T10:00:00Z',
    });
    expect(mail.subject).toBe('Erinnerung: Ihre Buchung morgen');
    expect(mail.text).toContain('Motorboot „Motorboat A“');
    expect(mail.text).toContain('Samstag, 4. Juli 2026, 10:00–12:00 Uhr');
    expect(mail.text).toContain('vor Ort am Steg');
    expect(mail.text).toContain('Bis morgen am Steg!');
    expect(mail.text).not.toContain('anna@example.de');
    expect(calendar(mail).DTSTART).toBe('20260704T080000Z');
    expect(mail.attachments![0]!.filename).toBe('buchung.ics');
  });

  it('names the vehicle and the time, payment on site, in English', () => {
    const mail = render('booking-reminder', 'en', { vehicleType: 'canoes', vehicleName: 'Kanu 3' });
    expect(mail.subject).toBe('Reminder: your booking tomorrow');
    expect(mail.text).toContain('Canoe “Kanu 3”');
    expect(mail.text).toContain('Saturday, 28 November 2026, 10:00–12:00');
    expect(mail.text).toContain('on site at the jetty');
    expect(mail.text).toContain('See you tomorrow at the jetty!');
    expect(calendar(mail).UID).toBe('b-7f3a@rentalrevolution');
    expect(mail.attachments![0]!.filename).toBe('booking.ics');
  });

  it('marks an example booking too', () => {
    expect(render('booking-reminder', 'de', { example: true }).subject).toBe(
      '[Beispielbuchung] Erinnerung: Ihre Buchung morgen',
    );
    expect(render('booking-reminder', 'en', { example: true }).subject).toBe(
      '[Example booking] Reminder: your booking tomorrow',
    );
    expect(render('booking-reminder', 'en').subject).toBe('Reminder: your booking tomorrow');
  });

  it('escapes the name and the vehicle in the HTML', () => {
    const mail = render('booking-reminder', 'en', {
      name: '<script>x</script>',
      vehicleName: '<b>boat</b>',
    });
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain('&lt;b&gt;boat&lt;/b&gt;');
  });
});

describe('booking mail wording', () => {
  it.each([
    [2, '2 Stunden', '2 hours'],
    [1, '1 Stunde', '1 hour'],
    [1.5, '1 Stunde 30 Minuten', '1 hour 30 minutes'],
    [0.5, '30 Minuten', '30 minutes'],
  ])('writes %s hours as "%s" / "%s"', (hours, de, en) => {
    expect(formatDuration('de', hours)).toBe(de);
    expect(formatDuration('en', hours)).toBe(en);
  });

  it.each([
    [{ adults: 1, children: 0 }, '1 Erwachsener', '1 adult'],
    [
      { adults: 2, children: 2, childAgeFrom: 8, childAgeTo: 8 },
      '2 Erwachsene, 2 Kinder (8 Jahre)',
      '2 adults, 2 children (aged 8)',
    ],
    [
      { adults: 2, children: 1, childAgeFrom: 6, childAgeTo: null },
      '2 Erwachsene, 1 Kind (ab 6 Jahren)',
      '2 adults, 1 child (aged 6 and over)',
    ],
    [
      { adults: 2, children: 3, childAgeFrom: null, childAgeTo: null },
      '2 Erwachsene, 3 Kinder',
      '2 adults, 3 children',
    ],
  ])('writes persons %o', (persons, de, en) => {
    expect(formatPersons('de', booking(persons))).toBe(de);
    expect(formatPersons('en', booking(persons))).toBe(en);
  });
});
