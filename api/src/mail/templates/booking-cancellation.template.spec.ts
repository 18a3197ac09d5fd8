import type { BookingCancellationMailData, MailLanguage, RenderedMail } from '../mail.types';
import { renderTemplate } from './render-template';

const hourly = (
  overrides: Partial<BookingCancellationMailData> = {},
): BookingCancellationMailData => ({
  bookingId: 'b-7f3a',
  kind: 'hourly',
  salutation: null,
  name: 'Anna Berg',
  vehicleName: 'Motorboat A',
  // Winter time (UTC+1): 10:00–12:00 in Berlin.
  startsAt: '2026-11-28T09:00:00.000Z',
  endsAt: '2026-11-28T11:00:00.000Z',
  timeZone: 'Europe/Berlin',
  reason: 'Das Boot ist wegen eines Motorschadens nicht verfügbar.',
  couponCents: 0,
  ...overrides,
});

const stay = (overrides: Partial<BookingCancellationMailData> = {}): BookingCancellationMailData =>
  hourly({
    bookingId: '3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b',
    kind: 'stay',
    salutation: 'ms',
    vehicleName: 'Seestern',
    // Summer time (UTC+2): check-in Thursday 14:00, return Sunday 10:00 in Berlin.
    startsAt: '2036-06-05T12:00:00.000Z',
    endsAt: '2036-06-08T08:00:00.000Z',
    ...overrides,
  });

const render = (lang: MailLanguage, data: BookingCancellationMailData): RenderedMail =>
  renderTemplate(
    { template: 'booking-cancellation', to: 'anna@example.de', lang, data },
    'Seeblick & Co',
  );

/** Intl writes a no-break space before '€' in German; the assertions read plain spaces. */
const plain = (value: string) => value.replace(/\u00a0/g, ' ');

/** The text part with plain spaces. */
const text = (lang: MailLanguage, data: BookingCancellationMailData) =>
  plain(render(lang, data).text);

/** The paragraph after the greeting. */
const firstParagraph = (mail: RenderedMail) => mail.text.split('\n\n')[1];

describe('booking cancellation mail', () => {
  it('tells of a cancelled hourly booking, with its reason, in German', () => {
    const mail = render('de', hourly());
    expect(mail.subject).toBe('Stornierung Ihrer Buchung: Motorboat A, 28. November 2026');
    expect(plain(mail.text)).toBe(
      [
        'Hallo Anna Berg,',
        '',
        'leider mussten wir Ihre Buchung stornieren.',
        '',
        'Buchungsnummer: b-7f3a',
        'Fahrzeug: Motorboat A',
        'Termin: Samstag, 28. November 2026, 10:00–12:00 Uhr',
        'Grund: Das Boot ist wegen eines Motorschadens nicht verfügbar.',
        '',
        'Gerne können Sie einen anderen Termin buchen. Bei Fragen antworten Sie einfach auf diese E-Mail.',
        '',
        'Viele Grüße',
        'Seeblick & Co',
      ].join('\n'),
    );
    const html = plain(mail.html);
    expect(html).toContain('>Hallo Anna Berg,</p>');
    expect(html).toContain('leider mussten wir Ihre Buchung stornieren.');
    expect(html).toContain('Samstag, 28. November 2026, 10:00–12:00 Uhr');
    expect(html).toContain('Das Boot ist wegen eines Motorschadens nicht verfügbar.');
    expect(html).toContain('Seeblick &amp; Co');
    expect(mail.attachments).toBeUndefined();
  });

  it('tells of a cancelled hourly booking, with its reason, in English', () => {
    const mail = render('en', hourly({ reason: 'Storm warning on the lake.' }));
    expect(mail.subject).toBe('Cancellation of your booking: Motorboat A, 28 November 2026');
    const body = plain(mail.text);
    for (const expected of [
      'Hello Anna Berg,\n',
      '\nwe are sorry, but we had to cancel your booking.\n',
      'Booking number: b-7f3a\n',
      'Vehicle: Motorboat A\n',
      'Date and time: Saturday, 28 November 2026, 10:00–12:00\n',
      'Reason: Storm warning on the lake.\n',
      '\nYou are welcome to book another date. If you have any questions, simply reply to this e-mail.\n',
      'Kind regards\nSeeblick & Co',
    ])
      expect(body).toContain(expected);
    expect(firstParagraph(mail)).toBe('we are sorry, but we had to cancel your booking.');
    expect(body).not.toContain('Uhr');
    expect(body).not.toMatch(/Check-in|Return:/);
    expect(plain(mail.html)).toContain('Saturday, 28 November 2026, 10:00–12:00');
    expect(mail.attachments).toBeUndefined();
  });

  it('tells of a cancelled stay from check-in to return, in German', () => {
    const mail = render('de', stay());
    expect(mail.subject).toBe('Stornierung Ihrer Buchung: Seestern, 5. Juni 2036');
    expect(plain(mail.text)).toBe(
      [
        'Sehr geehrte Frau Anna Berg,',
        '',
        'leider mussten wir Ihre Buchung stornieren.',
        '',
        'Buchungsnummer: 3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b',
        'Fahrzeug: Seestern',
        'Check-in: Donnerstag, 5. Juni 2036, 14:00 Uhr',
        'Rückgabe: Sonntag, 8. Juni 2036, 10:00 Uhr',
        'Grund: Das Boot ist wegen eines Motorschadens nicht verfügbar.',
        '',
        'Gerne können Sie einen anderen Termin buchen. Bei Fragen antworten Sie einfach auf diese E-Mail.',
        '',
        'Viele Grüße',
        'Seeblick & Co',
      ].join('\n'),
    );
    expect(plain(mail.html)).toContain('Donnerstag, 5. Juni 2036, 14:00 Uhr');
    expect(plain(mail.html)).toContain('Sonntag, 8. Juni 2036, 10:00 Uhr');
  });

  it('tells of a cancelled stay from check-in to return, in English', () => {
    const mail = render('en', stay());
    expect(mail.subject).toBe('Cancellation of your booking: Seestern, 5 June 2036');
    const body = plain(mail.text);
    for (const expected of [
      'Dear Ms Anna Berg,\n',
      '\nwe are sorry, but we had to cancel your booking.\n',
      'Booking number: 3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b\n',
      'Vehicle: Seestern\n',
      'Check-in: Thursday, 5 June 2036, 14:00\n',
      'Return: Sunday, 8 June 2036, 10:00\n',
      'Reason: Das Boot ist wegen eines Motorschadens nicht verfügbar.\n',
      'If you have any questions, simply reply to this e-mail.',
      'Kind regards\nSeeblick & Co',
    ])
      expect(body).toContain(expected);
    expect(body).not.toContain('Date and time:');
    expect(body).not.toContain('Uhr');
    expect(mail.attachments).toBeUndefined();
  });

  it.each([
    ['de', 'mr', 'Sehr geehrter Herr Anna Berg,'],
    ['de', 'ms', 'Sehr geehrte Frau Anna Berg,'],
    ['de', 'none', 'Guten Tag Anna Berg,'],
    ['en', 'mr', 'Dear Mr Anna Berg,'],
    ['en', 'ms', 'Dear Ms Anna Berg,'],
    ['en', 'none', 'Dear Anna Berg,'],
  ] as const)('greets a stay (%s, %s) with "%s"', (lang, salutation, expected) => {
    const mail = render(lang, stay({ salutation }));
    expect(mail.text.split('\n')[0]).toBe(expected);
    expect(mail.html).toContain(`>${expected}</p>`);
  });

  it('greets a stay without a salutation as Mr, as its confirmation does', () => {
    expect(text('de', stay({ salutation: null })).split('\n')[0]).toBe(
      'Sehr geehrter Herr Anna Berg,',
    );
    const missing = undefined as unknown as BookingCancellationMailData['salutation'];
    expect(text('en', stay({ salutation: missing })).split('\n')[0]).toBe('Dear Mr Anna Berg,');
  });

  it.each(['mr', 'ms', 'none', null] as const)(
    'greets an hourly booking as its confirmation does, whatever the salutation (%s)',
    (salutation) => {
      expect(text('de', hourly({ salutation })).split('\n')[0]).toBe('Hallo Anna Berg,');
      expect(text('en', hourly({ salutation })).split('\n')[0]).toBe('Hello Anna Berg,');
    },
  );

  it('says the coupon amount is back on the coupon when a coupon had paid', () => {
    const de = render('de', stay({ couponCents: 5000 }));
    expect(plain(de.text)).toContain(
      'Grund: Das Boot ist wegen eines Motorschadens nicht verfügbar.\n\n' +
        'Der mit Ihrem Gutschein bezahlte Betrag von 50,00 € wurde Ihrem Gutschein wieder gutgeschrieben.\n\n' +
        'Gerne können Sie einen anderen Termin buchen.',
    );
    expect(plain(de.html)).toContain(
      'Der mit Ihrem Gutschein bezahlte Betrag von 50,00 € wurde Ihrem Gutschein wieder gutgeschrieben.',
    );
    expect(text('en', stay({ couponCents: 123456 }))).toContain(
      '\nThe €1,234.56 paid with your gift coupon has been credited back to your coupon.\n',
    );
    expect(text('de', hourly({ couponCents: 1 }))).toContain('Betrag von 0,01 € wurde');
  });

  it.each([0, -5000])('says nothing of a coupon when it paid %s cents', (couponCents) => {
    for (const lang of ['de', 'en'] as const) {
      for (const data of [stay({ couponCents }), hourly({ couponCents })]) {
        const mail = render(lang, data);
        expect(mail.text).not.toMatch(/Gutschein|coupon/i);
        expect(mail.html).not.toMatch(/Gutschein|coupon/i);
        expect(mail.text).not.toMatch(/€/);
      }
    }
  });

  it('leaves out a blank reason', () => {
    expect(text('de', hourly({ reason: '  ' }))).not.toContain('Grund');
    expect(text('en', stay({ reason: '' }))).not.toContain('Reason');
  });

  it('escapes the reason and every other value in the HTML and keeps the text as written', () => {
    const hostile = '<script>alert(1)</script>';
    const mail = render(
      'de',
      stay({
        reason: `Sturm & "Gewitter"\n${hostile}`,
        name: hostile,
        vehicleName: `"><img src=x onerror=alert(1)>`,
        bookingId: hostile,
      }),
    );
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain(
      'Sturm &amp; &quot;Gewitter&quot;<br>&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(mail.html).toContain('Sehr geehrte Frau &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Seeblick &amp; Co');
    expect(mail.text).toContain(`Grund: Sturm & "Gewitter"\n  ${hostile}\n`);
    expect(mail.text).toContain(`Sehr geehrte Frau ${hostile},`);

    const reasonOnly = render('en', hourly({ reason: hostile }));
    expect(reasonOnly.html).not.toContain('<script>');
    expect(reasonOnly.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(reasonOnly.text).toContain(`Reason: ${hostile}\n`);
  });

  it.each([
    // Summer time (UTC+2).
    ['2026-07-04T08:00:00Z', '2026-07-04T10:00:00Z', 'Samstag, 4. Juli 2026, 10:00–12:00 Uhr'],
    // The day the clocks go back (2026-10-25, 03:00 → 02:00): winter time (UTC+1).
    ['2026-10-25T09:00:00Z', '2026-10-25T11:00:00Z', 'Sonntag, 25. Oktober 2026, 10:00–12:00 Uhr'],
    // Across the switch: 01:30 summer time to 02:30 winter time is two hours.
    ['2026-10-24T23:30:00Z', '2026-10-25T01:30:00Z', 'Sonntag, 25. Oktober 2026, 01:30–02:30 Uhr'],
    // The day the clocks go forward (2026-03-29, 02:00 → 03:00).
    ['2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', 'Sonntag, 29. März 2026, 01:30–03:30 Uhr'],
  ])('shows an hourly booking %s–%s in business time: %s', (startsAt, endsAt, expected) => {
    expect(text('de', hourly({ startsAt, endsAt }))).toContain(`Termin: ${expected}\n`);
  });

  it('shows a stay across the DST change in business time, check-in and return each', () => {
    // Check-in in summer time (UTC+2), return in winter time (UTC+1).
    const autumn = stay({ startsAt: '2026-10-23T12:00:00Z', endsAt: '2026-10-26T09:00:00Z' });
    const de = text('de', autumn);
    expect(de).toContain('Check-in: Freitag, 23. Oktober 2026, 14:00 Uhr\n');
    expect(de).toContain('Rückgabe: Montag, 26. Oktober 2026, 10:00 Uhr\n');
    const en = text('en', autumn);
    expect(en).toContain('Check-in: Friday, 23 October 2026, 14:00\n');
    expect(en).toContain('Return: Monday, 26 October 2026, 10:00\n');

    // Check-in in winter time (UTC+1), return in summer time (UTC+2).
    const spring = stay({ startsAt: '2026-03-27T13:00:00Z', endsAt: '2026-03-30T08:00:00Z' });
    expect(text('de', spring)).toContain('Check-in: Freitag, 27. März 2026, 14:00 Uhr\n');
    expect(text('de', spring)).toContain('Rückgabe: Montag, 30. März 2026, 10:00 Uhr\n');
  });

  it('dates the subject by the business-local day the booking starts on', () => {
    // 22:30 UTC is already 00:30 the next day in Berlin (summer time).
    const late = { startsAt: '2026-07-04T22:30:00Z', endsAt: '2026-07-05T00:30:00Z' };
    expect(render('de', hourly(late)).subject).toBe(
      'Stornierung Ihrer Buchung: Motorboat A, 5. Juli 2026',
    );
    expect(render('en', hourly(late)).subject).toBe(
      'Cancellation of your booking: Motorboat A, 5 July 2026',
    );
    expect(render('de', hourly({ ...late, timeZone: 'UTC' })).subject).toBe(
      'Stornierung Ihrer Buchung: Motorboat A, 4. Juli 2026',
    );
    // Across the autumn switch: 23:30 UTC is 01:30 summer time on the 25th.
    expect(
      render('de', hourly({ startsAt: '2026-10-24T23:30:00Z', endsAt: '2026-10-25T01:30:00Z' }))
        .subject,
    ).toBe('Stornierung Ihrer Buchung: Motorboat A, 25. Oktober 2026');
  });

  it('uses the time zone it is given, not the server’s or UTC', () => {
    const mail = render('en', hourly({ timeZone: 'America/New_York' }));
    expect(mail.text).toContain('Date and time: Saturday, 28 November 2026, 04:00–06:00\n');
    expect(text('en', stay({ timeZone: 'UTC' }))).toContain(
      'Check-in: Thursday, 5 June 2036, 12:00\n',
    );
  });

  it('refuses an invalid start or end instead of sending a wrong date', () => {
    expect(() => render('de', hourly({ startsAt: 'morgen' }))).toThrow(
      'booking mail: invalid start or end',
    );
    expect(() => render('en', stay({ endsAt: '' }))).toThrow('booking mail: invalid start or end');
  });
});
