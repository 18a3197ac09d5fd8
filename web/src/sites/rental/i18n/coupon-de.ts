import type { CouponCatalog } from './coupon-catalog';

export const couponDe: CouponCatalog = {
  lang: 'de',
  documentTitle: 'Gutscheine – RentalRevolution',
  description:
    'Einen Tag auf dem See verschenken: Gutschein ab 50 € bei RentalRevolution bestellen, Motiv und Widmung wählen und per Überweisung oder PayPal bezahlen. Der Gutschein kommt als PDF per E-Mail.',
  backToHome: 'Zur Startseite',
  eyebrow: 'Gutscheine',
  title: 'Einen Tag auf dem See verschenken',
  intro:
    'Ob Tretboot, Kanu oder Hausboot: Mit einem Gutschein von RentalRevolution verschenken Sie Sonne, Wind und Wasser. Wählen Sie Betrag, Motiv und Ihre persönlichen Worte – wir schicken Ihnen den Gutschein als PDF zum Ausdrucken.',
  points: [
    'Ab 50 €, in ganzen Euro',
    'Drei Motive zur Auswahl',
    'Drei Jahre gültig, auch in Teilbeträgen',
  ],
  demo: {
    title: 'Demo-Seite',
    text: 'Bestellungen von Besuchern sind hier nur Beispiele und werden nicht gespeichert. Die E-Mail kommt trotzdem – als Beispiel.',
  },
  coupon: {
    title: 'Ihr Gutschein',
    amountLabel: 'Gutscheinhöhe in Euro',
    amountHint: (min, max) =>
      `Ganze Euro, mindestens ${min} € und höchstens ${max.toLocaleString('de-DE')} €`,
    presetLabel: (euros) => `${euros} Euro`,
    presetsLabel: 'Beliebte Beträge',
    recipientLabel: 'Für wen ist der Gutschein?',
    textLabel: 'Ihr Text auf dem Gutschein',
    textCounter: (used, max) => `${used} von ${max} Zeichen`,
    backgroundLegend: 'Motiv',
    backgrounds: { 1: 'Sonnenaufgang am See', 2: 'Segeln auf Blau', 3: 'Seerosenbucht' },
    optional: 'optional',
  },
  buyer: {
    title: 'Ihre Angaben',
    salutation: { legend: 'Anrede', mr: 'Herr', ms: 'Frau', none: 'keine Angabe' },
    labels: {
      name: 'Vor- & Nachname',
      email: 'E-Mail-Adresse',
      street: 'Straße & Hausnummer',
      supplement: 'Adresszusatz',
      zipCity: 'PLZ & Ort',
    },
  },
  payment: {
    title: 'Bezahlung',
    legend: 'Zahlungsart',
    methods: {
      bank_transfer: {
        label: 'Überweisung',
        hint: 'Die Bankverbindung kommt per E-Mail, der Gutschein nach Zahlungseingang.',
      },
      paypal: {
        label: 'PayPal',
        hint: 'Sie bezahlen sofort, der Gutschein kommt gleich per E-Mail.',
      },
    },
    payPalDisabled: 'PayPal ist hier zurzeit nicht eingerichtet – bitte per Überweisung bezahlen.',
    payPalLead: 'Mit PayPal bezahlen und bestellen:',
    payPalLoading: 'PayPal wird geladen …',
    payPalLoadError: 'PayPal konnte nicht geladen werden.',
    payPalRetry: 'Erneut versuchen',
    payPalCancelled: 'Die Zahlung wurde abgebrochen. Sie können es jederzeit erneut versuchen.',
    usePayPalButton: 'Bitte bestellen Sie über den PayPal-Button.',
  },
  privacy: {
    before: 'Ich habe die ',
    link: 'Datenschutzerklärung',
    after: ' gelesen und bin mit der Verarbeitung meiner Angaben für die Bestellung einverstanden.',
  },
  errors: {
    name: 'Bitte geben Sie einen gültigen Vor- & Nachnamen an.',
    email: 'Bitte geben Sie eine gültige Emailadresse an.',
    street: 'Bitte geben Sie eine gültige Straße & Hausnummer an.',
    supplement: 'Der Adresszusatz ist zu lang.',
    zipCity: 'Bitte geben Sie eine gültige PLZ & Ort an.',
    recipient: 'Der Name des Beschenkten ist zu lang.',
    text: 'Der Gutscheintext ist zu lang.',
    amountMin: 'Die Gutscheinhöhe muss mindestens 50€ betragen.',
    amountMax: 'Die Gutscheinhöhe darf höchstens 5.000€ betragen.',
    privacy: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
    payment: 'Bitte wählen Sie Überweisung oder PayPal.',
  },
  summary: 'Bitte überprüfe deine eingegeben Daten.',
  submit: 'Gutschein verbindlich bestellen',
  sending: 'Wird gesendet …',
  rateLimited: (minutes) =>
    minutes === null
      ? 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.'
      : `Zu viele Anfragen. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
  preview: {
    label: 'Vorschau Ihres Gutscheins',
    title: 'So sieht Ihr Gutschein aus',
    heading: 'Gutschein',
    forRecipient: (recipient) => `für ${recipient}`,
    codeLabel: 'GUTSCHEINCODE',
    codePlaceholder: 'XXXX-XXXX-XXXX-XXXX',
    validity: 'drei Jahre gültig',
    note: 'Den persönlichen Code erhalten Sie mit dem PDF, sobald der Gutschein bezahlt ist.',
  },
  result: {
    successTitle: 'Vielen Dank für Ihre Bestellung!',
    transfer: (amount) =>
      `Ihr Gutschein über ${amount} ist bestellt. Bitte überweisen Sie den Betrag – Bankverbindung und Verwendungszweck stehen in der E-Mail. Sobald das Geld da ist, schicken wir Ihnen den Gutschein als PDF.`,
    paidByPayPal: (amount) =>
      `Ihr Gutschein über ${amount} ist über PayPal bezahlt und als PDF an Sie unterwegs.`,
    confirmationMail: 'Eine Bestätigung ist per E-Mail unterwegs.',
    simulated:
      'Diese Bestellung ist nur ein Beispiel: Auf dieser Demo-Seite wurde sie geprüft, aber nichts gespeichert.',
    another: 'Weiteren Gutschein bestellen',
    payPalFailedTitle: 'Bezahlung fehlgeschlagen',
    payPalFailed: 'Die Bezahlung über Paypal schlug fehl.',
    errorTitle: 'Das hat leider nicht geklappt',
    error: 'Ein Fehler ist aufgetreten, bitte versuchen Sie es später erneut.',
    retry: 'Zurück zum Formular',
  },
};
