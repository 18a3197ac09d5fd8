/** The events an endpoint can subscribe to (issue 24 §3). Add new ones here, never rename. */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.cancelled',
  'booking.repriced',
  'stay.created',
  'stay.cancelled',
  'stay.paid',
  'checkout.completed',
  'coupon.issued',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * What an event says about a booking or a stay. Only what an integration needs to keep its own
 * calendar or accounts: ids, the vehicle, the period, state and money. Never the customer's
 * name, e-mail, phone or address, never staff names or free texts (reasons, comments).
 */
export interface BookingEventData {
  bookingId: string;
  kind: 'hourly' | 'stay';
  vehicleId: string;
  vehicleName: string;
  /** ISO 8601 instants of the period. */
  startsAt: string;
  endsAt: string;
  /** held: a stay waiting for its PayPal payment. */
  status: 'booked' | 'held' | 'cancelled';
  paid: boolean;
  /** The price to pay in cents (a staff reprice replaces the computed one). */
  totalCents: number;
  /** What a gift coupon paid of it. */
  couponCents: number;
  /** booking.repriced only: the total before the change. */
  previousTotalCents?: number;
  /** *.cancelled only: who cancelled (staff) or that the payment time ran out. */
  cancelledBy?: 'staff' | 'payment_expired';
}

/** The booking columns `bookingEventData` reads (structurally; no entity is imported). */
export interface BookingEventSource {
  id: string;
  kind: string;
  vehicleId: string;
  vehicleName: string;
  paid?: boolean | null;
  priceCents: number;
  newPriceCents?: number | null;
  couponCents?: number | null;
  holdExpiresAt?: Date | null;
  cancelledAt?: Date | null;
}

/** checkout.completed: one settled checkout of the cash register. */
export interface CheckoutEventData {
  checkoutId: string;
  receiptNumber: number;
  /** The business day the money counts towards (YYYY-MM-DD). */
  registerDay: string;
  paymentMethod: string;
  bookingId: string | null;
  soldCouponId: string | null;
  products: Array<{ productId: string; quantity: number; totalCents: number }>;
  couponCents: number;
  totalCents: number;
  vatCents: number;
}

/** coupon.issued: a paid gift coupon got its code (the code itself is never sent). */
export interface CouponEventData {
  couponId: string;
  amountCents: number;
  /** YYYY-MM-DD */
  validUntil: string;
  paymentMethod: 'bank_transfer' | 'paypal';
}

export interface WebhookEventDataMap {
  'booking.created': BookingEventData;
  'booking.cancelled': BookingEventData;
  'booking.repriced': BookingEventData;
  'stay.created': BookingEventData;
  'stay.cancelled': BookingEventData;
  /** A held stay's PayPal payment arrived: it is booked and paid. */
  'stay.paid': BookingEventData;
  'checkout.completed': CheckoutEventData;
  'coupon.issued': CouponEventData;
}
