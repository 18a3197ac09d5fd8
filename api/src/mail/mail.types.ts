export type MailLanguage = 'de' | 'en';

/** A file sent along with a mail (e.g. a calendar entry). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * A binary file sent along with a mail (a coupon's PDF). Made only when the mail is sent, so the
 * queue holds just the data it is made from, never the file.
 */
export interface BinaryMailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

/** A mail ready for the SMTP server: the rendered text and every attachment, binary ones too. */
export interface SendableMail extends Omit<RenderedMail, 'attachments'> {
  attachments?: Array<MailAttachment | BinaryMailAttachment>;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** What the queue carries: rendered only when sending, so template fixes reach queued mail. */
export interface MailJob<Template extends keyof MailTemplateData = keyof MailTemplateData> {
  template: Template;
  to: string;
  lang: MailLanguage;
  data: MailTemplateData[Template];
}

/** An hourly booking as the confirmation and reminder mails show it. */
export interface BookingMailData {
  bookingId: string;
  /** A demo-mode booking that was checked but not stored: the mail says so. */
  example: boolean;
  name: string;
  email: string;
  phone: string;
  street: string;
  supplement: string | null;
  zipCity: string;
  vehicleName: string;
  vehicleType: 'motorboats' | 'sailboats' | 'jetskis' | 'canoes' | 'houseboats';
  /** Start and end as ISO instants (UTC); shown in `timeZone`. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  hours: number;
  extras: Array<{ extra: 'barbecue' | 'musicBox' | 'binoculars' | 'captain'; priceCents: number }>;
  basePriceCents: number;
  totalCents: number;
  vatCents: number;
  adults: number;
  children: number;
  childAgeFrom: number | null;
  childAgeTo: number | null;
  comment: string | null;
  /** The staff member who booked on the customer's behalf. */
  bookedBy: string | null;
}

/** A multi-day stay as its confirmation shows it (spec §3 "Confirmation e-mail (multi-day)"). */
export interface StayMailData {
  bookingId: string;
  /** A demo-mode stay that was checked but not stored: the mail says so. */
  example: boolean;
  salutation: 'mr' | 'ms' | 'none';
  name: string;
  email: string;
  phone: string;
  street: string;
  supplement: string | null;
  zipCity: string;
  vehicleName: string;
  vehicleType: BookingMailData['vehicleType'];
  /** Check-in and return as ISO instants (UTC); shown in `timeZone`. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  startDay: string;
  endDay: string;
  nights: number;
  /** Cash deposit handed over at check-in; 0: none. */
  depositCents: number;
  licence: 'captain' | 'yes' | 'no' | 'never';
  adults: number;
  children: number;
  childAgeFrom: number | null;
  childAgeTo: number | null;
  comment: string | null;
  extras: Array<{
    extra: 'barbecue' | 'musicBox' | 'binoculars' | 'standUpPaddle';
    priceCents: number;
  }>;
  nightlyCents: number;
  basePriceCents: number;
  totalCents: number;
  vatCents: number;
  /** What a gift coupon paid, and what is left to pay. */
  couponCents: number;
  dueCents: number;
  paymentMethod: 'bank_transfer' | 'paypal';
  /** True once PayPal has taken the money. */
  paid: boolean;
  /** Bank transfer: the day the amount is due (5 days after booking), and where to send it. */
  paymentDueDay: string | null;
  bankAccount: { holder: string; iban: string; bic: string; bank: string } | null;
  /** The staff member who booked on the customer's behalf. */
  bookedBy: string | null;
}

/** A booking staff cancelled, as the customer's cancellation mail shows it. */
export interface BookingCancellationMailData {
  bookingId: string;
  kind: 'hourly' | 'stay';
  /** Stays: the salutation the customer chose; null for hourly bookings. */
  salutation: 'mr' | 'ms' | 'none' | null;
  name: string;
  vehicleName: string;
  /** Start and end as ISO instants (UTC); shown in `timeZone`. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** Why, as staff typed it (without the author suffix the staff see). */
  reason: string;
  /** What a gift coupon had paid: it is back on the coupon. */
  couponCents: number;
}

/** The buyer of a gift coupon, as the coupon mails address them. */
export interface CouponBuyerMailData {
  couponId: string;
  /** A demo-mode order that was checked but not stored: the mail (and the PDF) say so. */
  example: boolean;
  salutation: 'mr' | 'ms' | 'none';
  name: string;
  /** Who it is for, and the buyer's words; printed on the coupon (empty: none). */
  recipient: string | null;
  message: string | null;
  /** The picture it is printed on (1 to 3). */
  background: number;
  amountCents: number;
}

/** A coupon ordered by bank transfer: what to pay, where to, and with which reference. */
export interface CouponOrderMailData extends CouponBuyerMailData {
  email: string;
  street: string;
  supplement: string | null;
  zipCity: string;
  /** What the buyer writes on the transfer. */
  reference: string;
  bankAccount: { holder: string; iban: string; bic: string; bank: string };
}

/**
 * A paid coupon, mailed with its PDF. The code travels in the queued job only (the database
 * keeps its hash): the PDF is made from it when the mail is sent.
 */
export interface CouponDeliveryMailData extends CouponBuyerMailData {
  /** As printed: XXXX-XXXX-XXXX-XXXX. */
  code: string;
  /** The last day it can be redeemed (YYYY-MM-DD). */
  validUntil: string;
  paymentMethod: 'bank_transfer' | 'paypal';
}

export interface MailTemplateData {
  'password-reset': { firstName: string; link: string; validMinutes: number };
  'booking-verification-code': { name: string; code: string; validMinutes: number };
  'booking-confirmation': BookingMailData;
  'booking-reminder': BookingMailData;
  'stay-confirmation': StayMailData;
  'booking-cancellation': BookingCancellationMailData;
  'coupon-order': CouponOrderMailData;
  'coupon-delivery': CouponDeliveryMailData;
}
