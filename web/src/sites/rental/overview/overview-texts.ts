import type { Licence } from '@showcase/contracts/generated/model/licence';
import type { RentalLanguage } from '../rental-paths';
import { durationLabel } from '../vehicles/vehicle-form-rules';

/** Every public text of the vehicle overview; `typePlural` is the catalog's plural ('Kanus'). */
export interface OverviewTexts {
  lang: RentalLanguage;
  documentTitle: (typePlural: string) => string;
  eyebrow: string;
  heading: (typePlural: string) => string;
  intro: (typePlural: string) => string;
  backToOffer: string;
  loading: string;
  loadError: string;
  retry: string;
  /** The spec's "No operating vehicles" message. */
  unavailable: (typePlural: string) => string;
  card: {
    passengers: (count: number) => string;
    licence: Record<Licence, string>;
    deposit: (amount: string) => string;
    extrasTitle: string;
    barbecue: string;
    musicBox: string;
    binoculars: string;
    captain: (amountPerHour: string) => string;
    fromPrice: { before: string; after: string };
    priceList: string;
    bookNow: string;
  };
  carousel: {
    label: (vehicleName: string) => string;
    roleDescription: string;
    previous: string;
    next: string;
    goTo: (number: number, count: number) => string;
    imageAlt: (vehicleName: string, number: number, count: number) => string;
    position: (number: number, count: number) => string;
    enlarge: (vehicleName: string) => string;
    noImage: string;
  };
  imageDialog: {
    title: (vehicleName: string) => string;
    close: string;
  };
  priceDialog: {
    title: (vehicleName: string) => string;
    close: string;
    caption: (vehicleName: string) => string;
    duration: string;
    price: string;
    loading: string;
    empty: string;
    deposit: (amount: string) => string;
    captain: (amountPerHour: string) => string;
  };
  duration: (hours: number) => string;
}

const name = 'RentalRevolution';

export const de: OverviewTexts = {
  lang: 'de',
  documentTitle: (typePlural) => `Unsere ${typePlural} – ${name}`,
  eyebrow: 'Bootsverleih am See',
  heading: (typePlural) => `Unsere ${typePlural}`,
  intro: (typePlural) =>
    `Alle ${typePlural} auf einen Blick – mit Bildern, Ausstattung und Preisen. Aussuchen, buchen, ablegen!`,
  backToOffer: 'Zurück zum Angebot',
  loading: 'Fahrzeuge werden geladen …',
  loadError: 'Die Fahrzeuge konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  unavailable: (typePlural) => `${typePlural} stehen zurzeit nicht zur Verfügung.`,
  card: {
    passengers: (count) => (count === 1 ? '1 Person' : `bis ${count} Personen`),
    licence: {
      no: 'Kein Führerschein nötig',
      yes: 'Bootsführerschein erforderlich',
      never: 'Ohne Führerschein – mit Muskelkraft',
      captain: 'Mit Skipper – kein Führerschein nötig',
    },
    deposit: (amount) => `Kaution ${amount}`,
    extrasTitle: 'Extras',
    barbecue: 'Grill',
    musicBox: 'Musikbox',
    binoculars: 'Fernglas',
    captain: (amountPerHour) => `Skipper ${amountPerHour} pro Stunde`,
    fromPrice: { before: 'ab', after: 'pro Stunde' },
    priceList: 'Preisliste',
    bookNow: 'Jetzt buchen',
  },
  carousel: {
    label: (vehicleName) => `Bilder von ${vehicleName}`,
    roleDescription: 'Karussell',
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    goTo: (number, count) => `Bild ${number} von ${count} zeigen`,
    imageAlt: (vehicleName, number, count) => `${vehicleName} – Bild ${number} von ${count}`,
    position: (number, count) => `Bild ${number} von ${count}`,
    enlarge: (vehicleName) => `Bild von ${vehicleName} vergrößern`,
    noImage: 'Noch kein Bild vorhanden',
  },
  imageDialog: {
    title: (vehicleName) => `${vehicleName} – Bilder`,
    close: 'Schließen',
  },
  priceDialog: {
    title: (vehicleName) => `Preisliste ${vehicleName}`,
    close: 'Schließen',
    caption: (vehicleName) => `Preise für ${vehicleName} nach Mietdauer`,
    duration: 'Mietdauer',
    price: 'Preis',
    loading: 'Preise werden geladen …',
    empty: 'Für dieses Fahrzeug sind noch keine Preise hinterlegt.',
    deposit: (amount) => `Zzgl. ${amount} Kaution, die Sie bei der Rückgabe zurückerhalten.`,
    captain: (amountPerHour) => `Skipper auf Wunsch für ${amountPerHour} pro Stunde.`,
  },
  duration: durationLabel,
};

function englishDuration(hours: number): string {
  const whole = Math.floor(hours);
  const half = hours % 1 !== 0;
  if (whole === 0) return '30 min';
  const wholePart = whole === 1 ? '1 hour' : `${whole} hours`;
  return half ? `${wholePart} 30 min` : wholePart;
}

export const en: OverviewTexts = {
  lang: 'en',
  documentTitle: (typePlural) => `Our ${typePlural.toLowerCase()} – ${name}`,
  eyebrow: 'Boat rental on the lake',
  heading: (typePlural) => `Our ${typePlural.toLowerCase()}`,
  intro: (typePlural) =>
    `All our ${typePlural.toLowerCase()} at a glance – with photos, equipment and prices. Pick one, book it, cast off!`,
  backToOffer: 'Back to our offer',
  loading: 'Loading the vehicles …',
  loadError: 'The vehicles could not be loaded.',
  retry: 'Try again',
  unavailable: (typePlural) => `${typePlural} are currently unavailable.`,
  card: {
    passengers: (count) => (count === 1 ? '1 person' : `up to ${count} people`),
    licence: {
      no: 'No licence needed',
      yes: 'Boat licence required',
      never: 'No licence – pure muscle power',
      captain: 'Captain included – no licence needed',
    },
    deposit: (amount) => `Deposit ${amount}`,
    extrasTitle: 'Extras',
    barbecue: 'Barbecue',
    musicBox: 'Music box',
    binoculars: 'Binoculars',
    captain: (amountPerHour) => `Captain ${amountPerHour} per hour`,
    fromPrice: { before: 'from', after: 'per hour' },
    priceList: 'Price list',
    bookNow: 'Book now',
  },
  carousel: {
    label: (vehicleName) => `Photos of ${vehicleName}`,
    roleDescription: 'carousel',
    previous: 'Previous photo',
    next: 'Next photo',
    goTo: (number, count) => `Show photo ${number} of ${count}`,
    imageAlt: (vehicleName, number, count) => `${vehicleName} – photo ${number} of ${count}`,
    position: (number, count) => `Photo ${number} of ${count}`,
    enlarge: (vehicleName) => `Enlarge photo of ${vehicleName}`,
    noImage: 'No photo yet',
  },
  imageDialog: {
    title: (vehicleName) => `${vehicleName} – photos`,
    close: 'Close',
  },
  priceDialog: {
    title: (vehicleName) => `Price list ${vehicleName}`,
    close: 'Close',
    caption: (vehicleName) => `Prices for ${vehicleName} by rental time`,
    duration: 'Rental time',
    price: 'Price',
    loading: 'Loading the prices …',
    empty: 'There are no prices for this vehicle yet.',
    deposit: (amount) => `Plus a deposit of ${amount}, refunded when you return.`,
    captain: (amountPerHour) => `A captain on request for ${amountPerHour} per hour.`,
  },
  duration: englishDuration,
};

export function overviewTexts(lang: RentalLanguage): OverviewTexts {
  return lang === 'en' ? en : de;
}

/** The staff controls speak German only, like the rest of the staff area (spec). */
export const staffTexts = {
  change: 'Ändern',
  block: 'Sperren',
  blockTitle: (vehicleName: string) => `„${vehicleName}“ sperren?`,
  blockLead: 'Gesperrte Fahrzeuge verschwinden aus der Übersicht und sind nicht mehr buchbar.',
  checking: 'Zukünftige Buchungen werden geprüft …',
  noFutureBookings: 'Für dieses Fahrzeug gibt es keine zukünftigen Buchungen.',
  futureWarning: (count: number) =>
    `Achtung: ${count} zukünftige Buchung(en) für dieses Fahrzeug. Sie bleiben bestehen – bitte kümmern Sie sich darum.`,
  bookingKinds: { hourly: 'stundenweise', stay: 'tageweise' },
  bookedBy: (employeeName: string) => `gebucht von ${employeeName}`,
  checkFailed: 'Die zukünftigen Buchungen konnten nicht geladen werden.',
  checkAgain: 'Erneut prüfen',
  confirm: 'Sperren',
  blocking: 'Wird gesperrt …',
  cancel: 'Abbrechen',
  close: 'Schließen',
  failed: 'Das Fahrzeug konnte nicht gesperrt werden. Bitte versuchen Sie es erneut.',
  blocked: (vehicleName: string) => `„${vehicleName}“ wurde gesperrt.`,
  simulated: 'Demo-Modus: Es wurde nichts gespeichert.',
} as const;
