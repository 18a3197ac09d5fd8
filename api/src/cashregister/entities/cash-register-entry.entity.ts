import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

export const PAYMENT_METHODS = ['cash', 'card', 'paypal', 'coupon'] as const;
export type RegisterPaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A product line as the log keeps it: name and price at the moment of sale. */
export interface LoggedProduct {
  productId: string;
  quantity: number;
  name: string;
  priceCents: number;
  totalCents: number;
}

/**
 * One checkout at the cash register (spec §3 "Cash register log"). Append-only: a trigger refuses
 * UPDATE and DELETE, and each row's hash covers its content and the previous row's hash, so an
 * edit made around the trigger is still found by `GET /cashregister/log/verify`. Receipt numbers
 * run without gaps (assigned under the chain's lock).
 */
@Entity({ name: 'cashregister_log' })
@Unique('UQ_cashregister_log_receipt', ['receiptNumber'])
@Unique('UQ_cashregister_log_idempotency_key', ['idempotencyKey'])
@Index('IDX_cashregister_log_created', ['createdAt', 'id'])
@Index('IDX_cashregister_log_booking', ['bookingId'])
@Check('CHK_cashregister_log_method', `"payment_method" IN ('cash', 'card', 'paypal', 'coupon')`)
@Check(
  'CHK_cashregister_log_money',
  `"income_cents" >= 0 AND "coupon_cents" >= 0 AND "vat_cents" >= 0 AND ("change_cents" IS NULL OR "change_cents" >= 0)`,
)
export class CashRegisterEntry {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_cashregister_log' })
  id: string;

  @Column({ name: 'receipt_number', type: 'integer' })
  receiptNumber: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The business day the money was taken (the cash position it counts towards). */
  @Column({ name: 'register_day', type: 'date' })
  registerDay: string;

  /** Who took the money ('Admin' for root), or 'PayPal' for a payment taken online. */
  @Column({ type: 'varchar', length: 60 })
  cashier: string;

  @Column({ name: 'cashier_id', type: 'uuid', nullable: true })
  cashierId: string | null;

  @Column({ name: 'payment_method', type: 'varchar', length: 6 })
  paymentMethod: RegisterPaymentMethod;

  /** The booking paid (a plain id: the log outlives any booking). */
  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  bookingId: string | null;

  @Column({ name: 'booking_vehicle', type: 'varchar', length: 25, nullable: true })
  bookingVehicle: string | null;

  @Column({ name: 'booking_hours', type: 'real', nullable: true })
  bookingHours: number | null;

  @Column({ name: 'booking_nights', type: 'smallint', nullable: true })
  bookingNights: number | null;

  @Column({ name: 'booking_day', type: 'date', nullable: true })
  bookingDay: string | null;

  @Column({ name: 'booking_cents', type: 'integer', nullable: true })
  bookingCents: number | null;

  /** A gift coupon sold (paid by its buyer here). */
  @Column({ name: 'sold_coupon_id', type: 'uuid', nullable: true })
  soldCouponId: string | null;

  @Column({ name: 'sold_coupon_cents', type: 'integer', nullable: true })
  soldCouponCents: number | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  products: LoggedProduct[];

  /** The redeemed coupon's last four characters, and what it paid. */
  @Column({ name: 'coupon_hint', type: 'varchar', length: 4, nullable: true })
  couponHint: string | null;

  @Column({ name: 'coupon_cents', type: 'integer', default: 0 })
  couponCents: number;

  /** What the redeemed coupon had left afterwards (the answer a replay repeats). */
  @Column({ name: 'coupon_balance_cents', type: 'integer', nullable: true })
  couponBalanceCents: number | null;

  /** Money taken (cash, card or PayPal): the total after the coupon. */
  @Column({ name: 'income_cents', type: 'integer' })
  incomeCents: number;

  @Column({ name: 'received_cents', type: 'integer', nullable: true })
  receivedCents: number | null;

  @Column({ name: 'change_cents', type: 'integer', nullable: true })
  changeCents: number | null;

  @Column({ name: 'vat_cents', type: 'integer' })
  vatCents: number;

  /** The client's Idempotency-Key: a replay answers this row again. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 64, nullable: true })
  idempotencyKey: string | null;

  /** Hash of the request body the key came with: the same key with another body is refused. */
  @Column({ name: 'request_hash', type: 'varchar', length: 64, nullable: true })
  requestHash: string | null;

  @Column({ name: 'previous_hash', type: 'varchar', length: 64 })
  previousHash: string;

  @Column({ type: 'varchar', length: 64 })
  hash: string;

  /** Written by demo seeds only. */
  @Column({ type: 'boolean', default: false })
  example: boolean;
}
