import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

/**
 * One movement of a coupon's balance: a use (positive) or a use given back (negative, when a
 * stay's payment hold expires). The ledger's sum is what the coupon has lost.
 */
@Entity({ name: 'coupon_redemptions' })
@Index('IDX_coupon_redemptions_coupon', ['couponId', 'createdAt'])
@Index('IDX_coupon_redemptions_booking', ['bookingId'])
@Index('IDX_coupon_redemptions_checkout', ['checkoutId'])
@Check('CHK_coupon_redemptions_amount', `"amount_cents" <> 0`)
export class CouponRedemption {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_coupon_redemptions' })
  id: string;

  @Column({ name: 'coupon_id', type: 'uuid' })
  @ForeignKey('coupons', { name: 'FK_coupon_redemptions_coupon' })
  couponId: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  /** The stay it paid for online. */
  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  @ForeignKey('bookings', { name: 'FK_coupon_redemptions_booking' })
  bookingId: string | null;

  /** The cash register checkout it paid (table of the cashregister module). */
  @Column({ name: 'checkout_id', type: 'uuid', nullable: true })
  @ForeignKey('cashregister_log', { name: 'FK_coupon_redemptions_checkout' })
  checkoutId: string | null;

  /** Staff who redeemed it, or null for a customer online. */
  @Column({ name: 'redeemed_by', type: 'varchar', length: 60, nullable: true })
  redeemedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
