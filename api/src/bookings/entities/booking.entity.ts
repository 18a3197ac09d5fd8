import {
  Column,
  CreateDateColumn,
  Entity,
  Exclusion,
  ForeignKey,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { BookingKind } from '../../vehicles/vehicle-bookings.port';

/**
 * One occupied period of a vehicle: an hourly booking or a multi-day stay. Both share this table
 * so PostgreSQL itself refuses two bookings of one vehicle that overlap (no check-then-insert
 * race); a cancelled booking frees its period.
 */
@Entity({ name: 'bookings' })
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

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ type: 'boolean', default: false })
  paid: boolean;

  /** Written by demo seeds only: the demo account sees no other booking (demo-visibility.ts). */
  @Column({ type: 'boolean', default: false })
  example: boolean;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
