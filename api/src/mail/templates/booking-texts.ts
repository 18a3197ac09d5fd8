import type { MailLanguage } from '../mail.types';

/** The first words of every mail about a demo booking that was checked but never stored. */
export const EXAMPLE_NOTE: Record<MailLanguage, string> = {
  de: 'Dies ist eine Beispielbuchung auf unserer Demo-Seite: Es wurde nichts gespeichert und nichts reserviert.',
  en: 'This is an example booking on our demo site: nothing was stored and nothing was reserved.',
};

export const EXAMPLE_SUBJECT_PREFIX: Record<MailLanguage, string> = {
  de: '[Beispielbuchung] ',
  en: '[Example booking] ',
};

/** The labels the hourly and the multi-day booking mails share. */
export const LABELS = {
  de: {
    bookingNumber: 'Buchungsnummer',
    vehicle: 'Fahrzeug',
    dateAndTime: 'Termin',
    duration: 'Dauer',
    rental: 'Miete',
    extras: 'Extras',
    noExtras: 'keine',
    total: 'Gesamtpreis',
    vat: 'inkl. 19 % MwSt.',
    persons: 'Personen',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    address: 'Adresse',
    comment: 'Ihre Anmerkung',
    bookedBy: 'Für Sie gebucht von',
  },
  en: {
    bookingNumber: 'Booking number',
    vehicle: 'Vehicle',
    dateAndTime: 'Date and time',
    duration: 'Duration',
    rental: 'Rental',
    extras: 'Extras',
    noExtras: 'none',
    total: 'Total',
    vat: 'incl. 19 % VAT',
    persons: 'Persons',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Address',
    comment: 'Your note',
    bookedBy: 'Booked for you by',
  },
} as const satisfies Record<MailLanguage, Record<string, string>>;

/** The sentences of a booking confirmation, hourly or multi-day. */
export const CONFIRMATION_TEXTS: Record<
  MailLanguage,
  {
    thanks: string;
    calendar: (filename: string) => string;
    lookForward: string;
    closing: string;
  }
> = {
  de: {
    thanks:
      'vielen Dank für Ihre Buchung bei RentalRevolution. Hier sind alle Angaben im Überblick:',
    calendar: (filename) =>
      `Den angehängten Kalendereintrag (${filename}) können Sie in Ihren Kalender übernehmen.`,
    lookForward: 'Wir freuen uns auf Sie!',
    closing: 'Viele Grüße',
  },
  en: {
    thanks: 'thank you for your booking at RentalRevolution. Here are all the details:',
    calendar: (filename) =>
      `The attached calendar entry (${filename}) can be added to your calendar.`,
    lookForward: 'We look forward to seeing you!',
    closing: 'Kind regards',
  },
};
