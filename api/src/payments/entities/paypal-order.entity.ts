import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

export const PAYPAL_ORDER_STATUSES = ['created', 'captured', 'refunded'] as const;
export type PayPalOrderStatus = (typeof PAYPAL_ORDER_STATUSES)[number];

/**
 * A PayPal order for a held stay or an ordered gift coupon (exactly one of them): what it should
 * bring in, and what became of it.
 */
@Entity({ name: 'paypal_orders' })
@Index('IDX_paypal_orders_booking', ['bookingId'])
@Index('IDX_paypal_orders_coupon', ['couponId'])
@Check('CHK_paypal_orders_status', `"status" IN ('created', 'captured', 'refunded')`)
@Check('CHK_paypal_orders_purpose', `num_nonnulls("booking_id", "coupon_id") = 1`)
export class PayPalOrder {
  /** PayPal's order id. */
  @PrimaryColumn({ type: 'varchar', length: 36, primaryKeyConstraintName: 'PK_paypal_orders' })
  id: string;

  /** The stay it pays for; null for a coupon's order. */
  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  @ForeignKey('bookings', { name: 'FK_paypal_orders_booking' })
  bookingId: string | null;

  /** The gift coupon it pays for; null for a stay's order. */
  @Column({ name: 'coupon_id', type: 'uuid', nullable: true })
  @ForeignKey('coupons', { name: 'FK_paypal_orders_coupon' })
  couponId: string | null;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 10 })
  status: PayPalOrderStatus;

  @Column({ name: 'capture_id', type: 'varchar', length: 36, nullable: true })
  captureId: string | null;

  @Column({ name: 'refund_id', type: 'varchar', length: 36, nullable: true })
  refundId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'captured_at', type: 'timestamptz', nullable: true })
  capturedAt: Date | null;
}
