import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Exclusion,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { BookingKind } from '../../vehicles/vehicle-bookings.port';

export const STAY_PAYMENT_METHODS = ['bank_transfer', 'paypal'] as const;
export type StayPaymentMethod = (typeof STAY_PAYMENT_METHODS)[number];

/**
 * One occupied period of a vehicle: an hourly booking or a multi-day stay. Both share this table
 * so PostgreSQL itself refuses two bookings of one vehicle that overlap (no check-then-insert
 * race); a cancelled booking frees its period.
 */
@Entity({ name: 'bookings' })
@Check(
  'CHK_bookings_period_bounded',
  `NOT isempty("period") AND NOT lower_inf("period") AND NOT upper_inf("period")`,
)
@Check('CHK_bookings_coupon_cents', `"coupon_cents" >= 0 AND "coupon_cents" <= "price_cents"`)
@Index('IDX_bookings_open_holds', ['holdExpiresAt'], {
  where: `"hold_expires_at" IS NOT NULL AND "cancelled_at" IS NULL`,
})
@Index('IDX_bookings_period', { synchronize: false })
@Index('IDX_bookings_unpaid_end', { synchronize: false })
@Index('IDX_bookings_created_at', ['createdAt', 'id'])
@Exclusion(
  'EX_bookings_no_overlap',
  `USING gist ("vehicle_id" WITH =, "period" WITH &&) WHERE ("cancelled_at" IS NULL)`,
)
export class Booking {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_bookings' })
  id: string;

  @Column({ type: 'varchar', length: 6 })
  kind: BookingKind;

  /**
   * Vehicles are only ever soft-deleted, so every booking keeps its vehicle. The key names the
   * vehicles table, not its entity: bookings reach vehicles through their service, never a join.
   */
  @Column({ name: 'vehicle_id', type: 'uuid' })
  @ForeignKey('vehicles', { name: 'FK_bookings_vehicle' })
  vehicleId: string;

  /** Kept with the booking: history stays readable after the vehicle is renamed or deleted. */
  @Column({ name: 'vehicle_name', type: 'varchar', length: 25 })
  vehicleName: string;

  /** From the start to the end of the rental, '[start,end)'. */
  @Column({ type: 'tstzrange' })
  period: string;

  @Column({ name: 'customer_name', type: 'varchar', length: 50 })
  customerName: string;

  @Column({ name: 'customer_email', type: 'varchar', length: 50 })
  customerEmail: string;

  @Column({ name: 'customer_phone', type: 'varchar', length: 25 })
  customerPhone: string;

  /** The staff member who booked on the customer's behalf, if any. */
  @Column({ name: 'employee_name', type: 'varchar', length: 60, nullable: true })
  employeeName: string | null;

  /** The staff account that booked, if any (kept as a plain id: accounts may be deleted). */
  @Column({ name: 'employee_id', type: 'uuid', nullable: true })
  employeeId: string | null;

  /** Hourly bookings: the business-local day, start and length the customer chose. */
  @Column({ name: 'booked_day', type: 'date', nullable: true })
  bookedDay: string | null;

  @Column({ name: 'start_hour', type: 'real', nullable: true })
  startHour: number | null;

  @Column({ type: 'real', nullable: true })
  hours: number | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  extras: string[];

  @Column({ type: 'smallint', default: 1 })
  adults: number;

  @Column({ type: 'smallint', default: 0 })
  children: number;

  @Column({ name: 'child_age_from', type: 'smallint', nullable: true })
  childAgeFrom: number | null;

  @Column({ name: 'child_age_to', type: 'smallint', nullable: true })
  childAgeTo: number | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  street: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  supplement: string | null;

  @Column({ name: 'zip_city', type: 'varchar', length: 50, nullable: true })
  zipCity: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  comment: string | null;

  /** The language the customer booked in: their mails are written in it. */
  @Column({ type: 'varchar', length: 2, default: 'de' })
  lang: string;

  /** The price the server computed when the booking was made. */
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  /** A price staff set later, with the reason (the staff back office). */
  @Column({ name: 'new_price_cents', type: 'integer', nullable: true })
  newPriceCents: number | null;

  @Column({ name: 'price_change_reason', type: 'varchar', length: 300, nullable: true })
  priceChangeReason: string | null;

  /** Staff comments in order: `{author, text, at}`. */
  @Column({ name: 'comment_history', type: 'jsonb', default: () => "'[]'" })
  commentHistory: Array<{ author: string; text: string; at: string }>;

  @Column({ type: 'boolean', default: false })
  paid: boolean;

  /** Stays: the customer's salutation (the confirmation addresses them with it). */
  @Column({ type: 'varchar', length: 5, nullable: true })
  salutation: string | null;

  /** Stays: the business-local return day, and the nights from `bookedDay` to it. */
  @Column({ name: 'end_day', type: 'date', nullable: true })
  endDay: string | null;

  @Column({ type: 'smallint', nullable: true })
  nights: number | null;

  /** Stays are paid before: by bank transfer or PayPal (null: hourly, paid on site). */
  @Column({ name: 'payment_method', type: 'varchar', length: 13, nullable: true })
  paymentMethod: StayPaymentMethod | null;

  /** The gift coupon that paid part or all of the price, and how much of it. */
  @Column({ name: 'coupon_id', type: 'uuid', nullable: true })
  @ForeignKey('coupons', { name: 'FK_bookings_coupon' })
  couponId: string | null;

  @Column({ name: 'coupon_cents', type: 'integer', default: 0 })
  couponCents: number;

  /**
   * A stay waiting for its PayPal payment holds its period until then; the hold-release job
   * cancels it afterwards. Null once paid, and for every other booking.
   */
  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  @Column({ name: 'cancellation_reason', type: 'varchar', length: 300, nullable: true })
  cancellationReason: string | null;

  /** Written by demo seeds only: the demo account sees no other booking (demo-visibility.ts). */
  @Column({ type: 'boolean', default: false })
  example: boolean;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
