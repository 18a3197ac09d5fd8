import type { CouponBuyerMailData, MailLanguage } from '../mail.types';

/** The wording of the gift coupon mails and of the printed coupon, in German and in English. */
export interface CouponTexts {
  orderSubject: string;
  deliverySubject: string;
  /** Put before the subject of a demo order that was checked but never stored. */
  exampleSubjectPrefix: string;
  orderExampleNote: string;
  deliveryExampleNote: string;
  greeting: Record<CouponBuyerMailData['salutation'], (name: string) => string>;
  orderThanks: string;
  transfer: (amount: string) => string;
  afterTransfer: string;
  deliveryThanks: Record<'bank_transfer' | 'paypal', string>;
  redeem: string;
  keepSafe: string;
  closing: string;
  labels: {
    orderNumber: string;
    value: string;
    recipient: string;
    message: string;
    background: string;
    name: string;
    email: string;
    address: string;
    holder: string;
    iban: string;
    bic: string;
    bank: string;
    reference: string;
    code: string;
    validUntil: string;
  };
  /** The pictures a coupon can be printed on, by number. */
  backgrounds: Record<1 | 2 | 3, string>;
  /** The PDF's file name (without a path). */
  pdfFilename: string;
  pdf: {
    title: string;
    /** 'für Anna' / 'for Anna'. */
    forRecipient: (recipient: string) => string;
    codeLabel: string;
    /** 'gültig bis 31.12.2029' / 'valid until 31 December 2029'. */
    validUntil: (day: string) => string;
    example: string;
  };
}

export const COUPON_TEXTS: Record<MailLanguage, CouponTexts> = {
  de: {
    orderSubject: 'Ihre Gutscheinbestellung bei RentalRevolution',
    deliverySubject: 'Ihr Gutschein von RentalRevolution',
    exampleSubjectPrefix: '[Beispielbestellung] ',
    orderExampleNote:
      'Dies ist eine Beispielbestellung auf unserer Demo-Seite: Es wurde nichts gespeichert, und Sie müssen nichts überweisen.',
    deliveryExampleNote:
      'Dies ist ein Beispielgutschein von unserer Demo-Seite: Er wurde nicht gespeichert und kann nicht eingelöst werden.',
    greeting: {
      mr: (name) => `Sehr geehrter Herr ${name},`,
      ms: (name) => `Sehr geehrte Frau ${name},`,
      none: (name) => `Guten Tag ${name},`,
    },
    orderThanks:
      'vielen Dank für Ihre Gutscheinbestellung bei RentalRevolution. Hier sind Ihre Angaben im Überblick:',
    transfer: (amount) => `Bitte überweisen Sie ${amount} auf folgendes Konto:`,
    afterTransfer:
      'Sobald Ihre Zahlung bei uns eingegangen ist, senden wir Ihnen den Gutschein mit seinem persönlichen Code als PDF per E-Mail.',
    deliveryThanks: {
      bank_transfer:
        'vielen Dank, Ihre Zahlung ist bei uns eingegangen. Im Anhang finden Sie Ihren Gutschein als PDF – zum Ausdrucken oder direkt zum Verschenken.',
      paypal:
        'vielen Dank für Ihre Zahlung über PayPal. Im Anhang finden Sie Ihren Gutschein als PDF – zum Ausdrucken oder direkt zum Verschenken.',
    },
    redeem:
      'Der Gutschein kann bei mehrtägigen Buchungen online und vor Ort an unserer Kasse eingelöst werden, gern auch in Teilbeträgen.',
    keepSafe: 'Bitte bewahren Sie den Code gut auf: Wer ihn kennt, kann den Gutschein einlösen.',
    closing: 'Viele Grüße',
    labels: {
      orderNumber: 'Bestellnummer',
      value: 'Gutscheinwert',
      recipient: 'Für',
      message: 'Ihr Text',
      background: 'Motiv',
      name: 'Name',
      email: 'E-Mail',
      address: 'Adresse',
      holder: 'Kontoinhaber',
      iban: 'IBAN',
      bic: 'BIC',
      bank: 'Bank',
      reference: 'Verwendungszweck',
      code: 'Gutscheincode',
      validUntil: 'Gültig bis',
    },
    backgrounds: { 1: 'Sonnenaufgang am See', 2: 'Segeln auf Blau', 3: 'Seerosenbucht' },
    pdfFilename: 'Gutschein-RentalRevolution.pdf',
    pdf: {
      title: 'Gutschein',
      forRecipient: (recipient) => `für ${recipient}`,
      codeLabel: 'Gutscheincode',
      validUntil: (day) => `gültig bis ${day}`,
      example: 'BEISPIEL – NICHT EINLÖSBAR',
    },
  },
  en: {
    orderSubject: 'Your RentalRevolution gift coupon order',
    deliverySubject: 'Your RentalRevolution gift coupon',
    exampleSubjectPrefix: '[Example order] ',
    orderExampleNote:
      'This is an example order on our demo site: nothing was stored and there is nothing to pay.',
    deliveryExampleNote:
      'This is an example coupon from our demo site: it was not stored and cannot be redeemed.',
    greeting: {
      mr: (name) => `Dear Mr ${name},`,
      ms: (name) => `Dear Ms ${name},`,
      none: (name) => `Dear ${name},`,
    },
    orderThanks:
      'thank you for ordering a gift coupon from RentalRevolution. Here are your details:',
    transfer: (amount) => `Please transfer ${amount} to the following account:`,
    afterTransfer:
      'As soon as your payment has arrived, we will e-mail you the coupon with its personal code as a PDF.',
    deliveryThanks: {
      bank_transfer:
        'thank you, your payment has arrived. Attached you will find your gift coupon as a PDF – ready to print or to give away.',
      paypal:
        'thank you for paying via PayPal. Attached you will find your gift coupon as a PDF – ready to print or to give away.',
    },
    redeem:
      'The coupon can be redeemed online for multi-day bookings and at our till by the lake, in part amounts too.',
    keepSafe: 'Please keep the code safe: whoever knows it can redeem the coupon.',
    closing: 'Kind regards',
    labels: {
      orderNumber: 'Order number',
      value: 'Coupon value',
      recipient: 'For',
      message: 'Your text',
      background: 'Design',
      name: 'Name',
      email: 'E-mail',
      address: 'Address',
      holder: 'Account holder',
      iban: 'IBAN',
      bic: 'BIC',
      bank: 'Bank',
      reference: 'Payment reference',
      code: 'Coupon code',
      validUntil: 'Valid until',
    },
    backgrounds: { 1: 'Sunrise on the lake', 2: 'Sailing the blue', 3: 'Water-lily bay' },
    pdfFilename: 'Gift-coupon-RentalRevolution.pdf',
    pdf: {
      title: 'Gift coupon',
      forRecipient: (recipient) => `for ${recipient}`,
      codeLabel: 'Coupon code',
      validUntil: (day) => `valid until ${day}`,
      example: 'EXAMPLE – NOT REDEEMABLE',
    },
  },
};

/** A picture's name; an unknown number (a job queued by hand) reads as the first. */
export function couponBackgroundName(lang: MailLanguage, background: number): string {
  const names = COUPON_TEXTS[lang].backgrounds;
  return background === 2 || background === 3 ? names[background] : names[1];
}

/** '31.12.2029' / '31 December 2029': a calendar day given as '2029-12-31'. */
export function formatValidUntil(lang: MailLanguage, day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  // No value in the message: it is logged with the failed job.
  if (!match) throw new RangeError('coupon mail: invalid validity day');
  const [, year, month, date] = match;
  if (lang === 'de') return `${date}.${month}.${year}`;
  const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  return `${Number(date)} ${monthName} ${year}`;
}
