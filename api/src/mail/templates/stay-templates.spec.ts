import type { MailLanguage, RenderedMail, StayMailData } from '../mail.types';
import { formatCalendarDay } from './booking-format';
import { renderTemplate } from './render-template';

const stay = (overrides: Partial<StayMailData> = {}): StayMailData => ({
  bookingId: '3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b',
  example: false,
  salutation: 'ms',
  name: 'Anna Berg',
  email: 'anna@example.de',
  phone: '+49 170 1234567',
  street: 'Seeweg 1',
  supplement: 'Hinterhaus',
  zipCity: '15526 Bad Saarow',
  vehicleName: 'Seestern',
  vehicleType: 'houseboats',
  // Summer time (UTC+2): check-in Thursday 14:00, return Sunday 10:00 in Berlin.
  startsAt: '2036-06-05T12:00:00.000Z',
  endsAt: '2036-06-08T08:00:00.000Z',
  timeZone: 'Europe/Berlin',
  startDay: '2036-06-05',
  endDay: '2036-06-08',
  nights: 3,
  depositCents: 50000,
  licence: 'yes',
  adults: 2,
  children: 2,
  childAgeFrom: 5,
  childAgeTo: 9,
  comment: 'Wir kommen mit dem Zug',
  extras: [
    { extra: 'barbecue', priceCents: 3000 },
    { extra: 'standUpPaddle', priceCents: 5000 },
  ],
  nightlyCents: 15000,
  basePriceCents: 45000,
  totalCents: 53000,
  vatCents: 8462,
  couponCents: 0,
  dueCents: 53000,
  paymentMethod: 'bank_transfer',
  paid: false,
  paymentDueDay: '2036-05-20',
  bankAccount: {
    holder: 'RentalRevolution GmbH',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bank: 'Commerzbank',
  },
  bookedBy: 'Max Mustermann',
  ...overrides,
});

const render = (lang: MailLanguage, overrides: Partial<StayMailData> = {}): RenderedMail =>
  renderTemplate(
    { template: 'stay-confirmation', to: 'anna@example.de', lang, data: stay(overrides) },
    'Seeblick & Co',
  );

/** Intl writes a no-break space before '€' in German; the assertions read plain spaces. */
const plain = (value: string) => value.replace(/\u00a0/g, ' ');

/** The text part with plain spaces. */
const text = (lang: MailLanguage, overrides: Partial<StayMailData> = {}) =>
  plain(render(lang, overrides).text);

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

/** A coupon that pays everything: nothing left to transfer. */
const fullCoupon: Partial<StayMailData> = { couponCents: 53000, dueCents: 0 };

describe('stay confirmation mail', () => {
  it('shows every detail of the stay in German', () => {
    const mail = render('de');
    expect(mail.subject).toBe('Ihre Buchung: Seestern vom 5. Juni 2036 bis 8. Juni 2036');
    const body = plain(mail.text);
    for (const expected of [
      'Sehr geehrte Frau Anna Berg,\n',
      'vielen Dank für Ihre Buchung bei RentalRevolution',
      'Buchungsnummer: 3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b\n',
      'Fahrzeug: Hausboot „Seestern“\n',
      'Check-in: Donnerstag, 5. Juni 2036, 14:00 Uhr\n',
      'Rückgabe: Sonntag, 8. Juni 2036, 10:00 Uhr\n',
      'Dauer: 3 Nächte\n',
      'Personen: 2 Erwachsene, 2 Kinder (5–9 Jahre)\n',
      'Führerschein: Führerschein erforderlich\n',
      'Kaution: 500,00 € in bar bei Übergabe\n',
      'Name: Anna Berg\n',
      'E-Mail: anna@example.de\n',
      'Telefon: +49 170 1234567\n',
      'Adresse: Seeweg 1\n  Hinterhaus\n  15526 Bad Saarow\n',
      'Ihre Anmerkung: Wir kommen mit dem Zug\n',
      'Für Sie gebucht von: Max Mustermann\n',
      'Miete: 3 Nächte × 150,00 € = 450,00 €\n',
      'Extras: Grill (30,00 €)\n  Stand-Up-Paddle (50,00 €)\n',
      'Gesamtpreis: 530,00 €\n',
      'inkl. 19 % MwSt.: 84,62 €\n',
      'Zu zahlen: 530,00 €\n',
      'Geschäftsbedingungen: Der Mietpreis ist in voller Höhe spätestens 5 Tage nach der Buchung zu zahlen. Check-in ist um 14:00 Uhr, die Rückgabe um 10:00 Uhr.',
      'Kalendereintrag (buchung.ics)',
      'Viele Grüße\nSeeblick & Co',
    ])
      expect(body).toContain(expected);
    expect(plain(mail.html)).toContain('Hausboot „Seestern“');
    expect(plain(mail.html)).toContain('Donnerstag, 5. Juni 2036, 14:00 Uhr');
  });

  it('shows every detail of the stay in English', () => {
    const mail = render('en');
    expect(mail.subject).toBe('Your booking: Seestern from 5 June 2036 to 8 June 2036');
    const body = plain(mail.text);
    for (const expected of [
      'Dear Ms Anna Berg,\n',
      'thank you for your booking at RentalRevolution',
      'Vehicle: Houseboat “Seestern”\n',
      'Check-in: Thursday, 5 June 2036, 14:00\n',
      'Return: Sunday, 8 June 2036, 10:00\n',
      'Duration: 3 nights\n',
      'Persons: 2 adults, 2 children (aged 5–9)\n',
      'Licence: Licence required\n',
      'Deposit: €500.00 in cash at handover\n',
      'E-mail: anna@example.de\n',
      'Phone: +49 170 1234567\n',
      'Address: Seeweg 1\n  Hinterhaus\n  15526 Bad Saarow\n',
      'Your note: Wir kommen mit dem Zug\n',
      'Booked for you by: Max Mustermann\n',
      'Rental: 3 nights × €150.00 = €450.00\n',
      'Extras: Barbecue grill (€30.00)\n  Stand-up paddle (€50.00)\n',
      'Total: €530.00\n',
      'incl. 19 % VAT: €84.62\n',
      'Amount due: €530.00\n',
      'the rental price is due in full no later than 5 days after booking. Check-in is at 14:00, return at 10:00.',
      'calendar entry (booking.ics)',
      'Kind regards\nSeeblick & Co',
    ])
      expect(body).toContain(expected);
    expect(body).not.toContain('Uhr');
  });

  it.each([
    ['de', 'mr', 'Sehr geehrter Herr Anna Berg,'],
    ['de', 'ms', 'Sehr geehrte Frau Anna Berg,'],
    ['de', 'none', 'Guten Tag Anna Berg,'],
    ['en', 'mr', 'Dear Mr Anna Berg,'],
    ['en', 'ms', 'Dear Ms Anna Berg,'],
    ['en', 'none', 'Dear Anna Berg,'],
  ] as const)('greets (%s, %s) with "%s"', (lang, salutation, expected) => {
    const mail = render(lang, { salutation });
    expect(mail.text.split('\n')[0]).toBe(expected);
    expect(mail.html).toContain(`>${expected}</p>`);
  });

  it('greets as Mr when no salutation came along (the default)', () => {
    const salutation = undefined as unknown as StayMailData['salutation'];
    expect(render('de', { salutation }).text.split('\n')[0]).toBe('Sehr geehrter Herr Anna Berg,');
    expect(render('en', { salutation }).text.split('\n')[0]).toBe('Dear Mr Anna Berg,');
  });

  it('takes check-in and return from the data, in the business time zone', () => {
    // Winter time (UTC+1), and times other than the usual ones: they are not written in.
    const winter = {
      startsAt: '2036-11-07T14:30:00Z',
      endsAt: '2036-11-09T08:15:00Z',
      startDay: '2036-11-07',
      endDay: '2036-11-09',
      nights: 2,
    };
    const de = text('de', winter);
    expect(de).toContain('Check-in: Freitag, 7. November 2036, 15:30 Uhr\n');
    expect(de).toContain('Rückgabe: Sonntag, 9. November 2036, 09:15 Uhr\n');
    expect(de).toContain('Dauer: 2 Nächte\n');
    const en = text('en', winter);
    expect(en).toContain('Check-in: Friday, 7 November 2036, 15:30\n');
    expect(en).toContain('Return: Sunday, 9 November 2036, 09:15\n');
    expect(text('en', { ...winter, timeZone: 'UTC' })).toContain(
      'Check-in: Friday, 7 November 2036, 14:30\n',
    );
  });

  it('writes one night in the singular', () => {
    const oneNight = { endsAt: '2036-06-06T08:00:00Z', endDay: '2036-06-06', nights: 1 };
    expect(text('de', oneNight)).toContain('Dauer: 1 Nacht\n');
    expect(text('de', oneNight)).toContain('Miete: 1 Nacht × 150,00 €');
    expect(text('en', oneNight)).toContain('Duration: 1 night\n');
  });

  it('shows a 0-night stay as a day use within the opening hours', () => {
    const dayUse: Partial<StayMailData> = {
      startsAt: '2036-06-05T07:00:00Z',
      endsAt: '2036-06-05T16:00:00Z',
      endDay: '2036-06-05',
      nights: 0,
      basePriceCents: 15000,
    };
    const de = render('de', dayUse);
    expect(de.subject).toBe('Ihre Buchung: Seestern am 5. Juni 2036');
    expect(plain(de.text)).toContain('Termin: Donnerstag, 5. Juni 2036, 09:00–18:00 Uhr\n');
    expect(plain(de.text)).toContain('Dauer: Tagesnutzung\n');
    expect(plain(de.text)).toContain('Miete: 150,00 € (Tagesnutzung)\n');
    expect(de.text).not.toContain('Check-in:');
    expect(de.text).not.toContain('Rückgabe:');
    expect(de.text).not.toContain('Nächte');

    const en = render('en', dayUse);
    expect(en.subject).toBe('Your booking: Seestern on 5 June 2036');
    expect(plain(en.text)).toContain('Date and time: Thursday, 5 June 2036, 09:00–18:00\n');
    expect(plain(en.text)).toContain('Duration: Day use\n');
    expect(plain(en.text)).toContain('Rental: €150.00 (Day use)\n');
    expect(en.text).not.toContain('Return:');
    expect(calendar(de).DTSTART).toBe('20360605T070000Z');
    expect(calendar(de).DTEND).toBe('20360605T160000Z');
  });

  it.each([
    [{ children: 0, childAgeFrom: null, childAgeTo: null }, '2 Erwachsene\n', '2 adults\n'],
    [
      { children: 1, childAgeFrom: 5, childAgeTo: null },
      '2 Erwachsene, 1 Kind (ab 5 Jahren)\n',
      '2 adults, 1 child (aged 5 and over)\n',
    ],
    [
      { children: 1, childAgeFrom: 5, childAgeTo: 5 },
      '2 Erwachsene, 1 Kind (5 Jahre)\n',
      '2 adults, 1 child (aged 5)\n',
    ],
    [
      { children: 2, childAgeFrom: 5, childAgeTo: 9 },
      '2 Erwachsene, 2 Kinder (5–9 Jahre)\n',
      '2 adults, 2 children (aged 5–9)\n',
    ],
  ])('writes the party %o', (party, de, en) => {
    expect(text('de', party)).toContain(`Personen: ${de}`);
    expect(text('en', party)).toContain(`Persons: ${en}`);
  });

  it.each([
    ['captain', 'Bootsführerschein mit Skipper', 'Skipper with boat licence included'],
    ['yes', 'Führerschein erforderlich', 'Licence required'],
    ['no', 'Führerscheinfrei', 'No licence required'],
    ['never', 'Ohne Führerschein – mit Muskelkraft', 'No licence – pure muscle power'],
  ] as const)('names the licence %s', (licence, de, en) => {
    expect(text('de', { licence })).toContain(`Führerschein: ${de}\n`);
    expect(text('en', { licence })).toContain(`Licence: ${en}\n`);
  });

  it('names every extra with its price, or none', () => {
    const extras: StayMailData['extras'] = [
      { extra: 'barbecue', priceCents: 3000 },
      { extra: 'musicBox', priceCents: 1000 },
      { extra: 'binoculars', priceCents: 500 },
      { extra: 'standUpPaddle', priceCents: 5000 },
    ];
    expect(text('de', { extras })).toContain(
      'Extras: Grill (30,00 €)\n  Musikbox (10,00 €)\n  Fernglas (5,00 €)\n  Stand-Up-Paddle (50,00 €)\n',
    );
    expect(text('en', { extras })).toContain(
      'Extras: Barbecue grill (€30.00)\n  Music box (€10.00)\n  Binoculars (€5.00)\n  Stand-up paddle (€50.00)\n',
    );
    expect(text('de', { extras: [] })).toContain('Extras: keine\n');
    expect(text('en', { extras: [] })).toContain('Extras: none\n');
  });

  it('shows the deposit only when there is one', () => {
    expect(text('de', { depositCents: 25000 })).toContain(
      'Kaution: 250,00 € in bar bei Übergabe\n',
    );
    expect(text('en', { depositCents: 25000 })).toContain('Deposit: €250.00 in cash at handover\n');
    expect(calendar(render('de')).DESCRIPTION).toContain('Kaution');

    const none = render('de', { depositCents: 0 });
    expect(none.text).not.toContain('Kaution');
    expect(none.html).not.toContain('Kaution');
    expect(calendar(none).DESCRIPTION).not.toContain('Kaution');
    expect(render('en', { depositCents: 0 }).text).not.toContain('Deposit');
  });

  it('leaves out what was not given', () => {
    const mail = render('de', { supplement: null, comment: '  ', bookedBy: null });
    expect(mail.text).toContain('Adresse: Seeweg 1\n  15526 Bad Saarow\n');
    expect(mail.text).not.toContain('Anmerkung');
    expect(mail.text).not.toContain('gebucht von');
    expect(mail.text).not.toContain('null');
  });

  it('takes a coupon off the total and shows what is left to pay', () => {
    const coupon = { couponCents: 5000, dueCents: 48000 };
    const de = text('de', coupon);
    expect(de).toContain('Gesamtpreis: 530,00 €\ninkl. 19 % MwSt.: 84,62 €\n');
    expect(de).toContain('Gutschein: −50,00 €\nZu zahlen: 480,00 €\n');
    expect(de).toContain('Bitte überweisen Sie 480,00 € bis spätestens');
    const en = text('en', coupon);
    expect(en).toContain('Coupon: −€50.00\nAmount due: €480.00\n');
    expect(en).toContain('Please transfer €480.00 by');

    expect(text('de')).not.toContain('Gutschein');
    expect(text('en')).not.toContain('Coupon');
  });

  it('asks for a bank transfer by the due day, to the account, with the reference', () => {
    const de = render('de');
    const body = plain(de.text);
    expect(body).toContain(
      'Bitte überweisen Sie 530,00 € bis spätestens 20. Mai 2036 auf folgendes Konto:\n\n' +
        'Kontoinhaber: RentalRevolution GmbH\n' +
        'IBAN: DE89 3704 0044 0532 0130 00\n' +
        'BIC: COBADEFFXXX\n' +
        'Bank: Commerzbank\n' +
        'Verwendungszweck: 3F2A9C1B\n',
    );
    expect(de.html).toContain('DE89 3704 0044 0532 0130 00');
    expect(de.html).toContain('3F2A9C1B');

    const en = plain(render('en', { paymentDueDay: '2036-05-21' }).text);
    expect(en).toContain(
      'Please transfer €530.00 by 21 May 2036 at the latest to the following account:\n\n' +
        'Account holder: RentalRevolution GmbH\n' +
        'IBAN: DE89 3704 0044 0532 0130 00\n' +
        'BIC: COBADEFFXXX\n' +
        'Bank: Commerzbank\n' +
        'Payment reference: 3F2A9C1B\n',
    );
    expect(en).not.toContain('Paid via PayPal');

    // An IBAN typed with spaces or in lower case is grouped the same.
    const typed = { ...stay().bankAccount!, iban: 'de89 3704 00440532013000' };
    expect(text('de', { bankAccount: typed })).toContain('IBAN: DE89 3704 0044 0532 0130 00\n');
  });

  it('refuses a bank transfer without an account or a due day instead of sending half a mail', () => {
    expect(() => render('de', { bankAccount: null })).toThrow('needs a due day and an account');
    expect(() => render('en', { paymentDueDay: null })).toThrow('needs a due day and an account');
  });

  it('says the coupon paid everything when nothing is due, and asks for no transfer', () => {
    const de = text('de', fullCoupon);
    expect(de).toContain('Zu zahlen: 0,00 €\n');
    expect(de).toContain('\nDer Betrag ist vollständig durch Ihren Gutschein bezahlt.\n');
    expect(de).not.toContain('überweisen');
    expect(de).not.toContain('IBAN');
    const en = text('en', { ...fullCoupon, bankAccount: null, paymentDueDay: null });
    expect(en).toContain('\nFully paid by your coupon.\n');
    expect(en).not.toContain('transfer');
    expect(text('de')).not.toContain('vollständig durch Ihren Gutschein');
  });

  it('says a PayPal payment was made, or that it is still outstanding', () => {
    const paypal = {
      paymentMethod: 'paypal' as const,
      paid: true,
      paymentDueDay: null,
      bankAccount: null,
    };
    const de = text('de', paypal);
    expect(de).toContain('\nBezahlt über PayPal.\n');
    expect(de).not.toContain('IBAN');
    expect(de).not.toContain('überweisen');
    expect(text('en', paypal)).toContain('\nPaid via PayPal.\n');

    const open = text('de', { ...paypal, paid: false });
    expect(open).toContain('Die Zahlung von 530,00 € über PayPal steht noch aus.');
    expect(open).not.toContain('Bezahlt über PayPal');
    expect(text('en', { ...paypal, paid: false })).not.toContain('Paid via PayPal');
  });

  it('marks an example stay in the subject and the first paragraph, and only then', () => {
    const de = render('de', { example: true });
    expect(de.subject).toBe(
      '[Beispielbuchung] Ihre Buchung: Seestern vom 5. Juni 2036 bis 8. Juni 2036',
    );
    expect(firstParagraph(de)).toBe(
      'Dies ist eine Beispielbuchung auf unserer Demo-Seite: Es wurde nichts gespeichert und nichts reserviert.',
    );
    expect(de.html).toContain('Dies ist eine Beispielbuchung auf unserer Demo-Seite');
    expect(calendar(de).DESCRIPTION).toContain('Dies ist eine Beispielbuchung');

    const en = render('en', { example: true });
    expect(en.subject).toBe(
      '[Example booking] Your booking: Seestern from 5 June 2036 to 8 June 2036',
    );
    expect(firstParagraph(en)).toBe(
      'This is an example booking on our demo site: nothing was stored and nothing was reserved.',
    );
    expect(calendar(en).DESCRIPTION).toContain('This is an example booking');

    for (const lang of ['de', 'en'] as const) {
      const real = render(lang);
      expect(real.subject).not.toMatch(/^\[/);
      expect(real.text).not.toMatch(/Beispielbuchung|example booking/i);
      expect(real.html).not.toMatch(/Beispielbuchung|example booking/i);
      expect(calendar(real).DESCRIPTION).not.toMatch(/Beispielbuchung|example booking/i);
    }
  });

  it('escapes every customer-provided value in the HTML and keeps the text as written', () => {
    const hostile = '<script>alert(1)</script>';
    const mail = render('de', {
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
    expect(mail.html).toContain('Sehr geehrte Frau &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Hallo &amp; &quot;tschüss&quot;<br>&lt;script&gt;');
    expect(mail.html).toContain('Seeblick &amp; Co');
    expect(mail.text).toContain(`Sehr geehrte Frau ${hostile},`);
    expect(mail.text).toContain('Hallo & "tschüss"');
  });

  it('attaches the stay as a calendar event from check-in to return', () => {
    const de = render('de');
    expect(de.attachments![0]).toMatchObject({
      filename: 'buchung.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    const event = calendar(de);
    expect(event.METHOD).toBe('PUBLISH');
    expect(event.DTSTART).toBe('20360605T120000Z');
    expect(event.DTEND).toBe('20360608T080000Z');
    expect(event.UID).toBe('3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b@rentalrevolution');
    expect(event.SUMMARY).toBe('Seestern');
    expect(event.STATUS).toBe('CONFIRMED');
    // Commas are escaped in iCalendar text.
    expect(plain(event.DESCRIPTION!)).toContain('Gesamtpreis: 530\\,00 €');
    expect(event.DESCRIPTION).toContain('Buchungsnummer: 3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b');

    const en = render('en', {
      bookingId: 'b-7f3a',
      startsAt: '2036-11-07T13:00:00Z',
      endsAt: '2036-11-09T09:00:00Z',
    });
    expect(en.attachments![0]!.filename).toBe('booking.ics');
    expect(calendar(en).DTSTART).toBe('20361107T130000Z');
    expect(calendar(en).DTEND).toBe('20361109T090000Z');
    expect(calendar(en).UID).toBe('b-7f3a@rentalrevolution');
    expect(calendar(en).DESCRIPTION).toContain('Total: €530.00');
  });
});

describe('calendar days in mails', () => {
  it.each([
    ['2036-06-05', '5. Juni 2036', '5 June 2036'],
    ['2036-12-31', '31. Dezember 2036', '31 December 2036'],
  ])('writes %s as "%s" / "%s"', (day, de, en) => {
    expect(formatCalendarDay('de', day)).toBe(de);
    expect(formatCalendarDay('en', day)).toBe(en);
  });

  it.each(['2036-02-30', '5.6.2036', '', '2036-06-05T12:00:00Z'])('refuses "%s"', (day) => {
    expect(() => formatCalendarDay('de', day)).toThrow('booking mail: invalid day');
  });
});
