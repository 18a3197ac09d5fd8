import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Licence, VehicleType } from '../vehicle.rules';

@Entity({ name: 'vehicles' })
// Names are unique ignoring case among vehicles that are not deleted (partial expression index
// made by the migration; TypeORM's schema sync must leave it alone).
@Index('UQ_vehicles_active_name', { synchronize: false })
export class Vehicle {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_vehicles' })
  id: string;

  @Column({ type: 'varchar', length: 12 })
  type: VehicleType;

  @Column({ type: 'varchar', length: 25 })
  name: string;

  @Column({ type: 'smallint' })
  passengers: number;

  @Column({ type: 'boolean', default: false })
  blocked: boolean;

  /** Price in cents per rental duration in hours ('0.5', '1', … '24'). */
  @Column({ name: 'price_cents', type: 'jsonb' })
  priceCents: Record<string, number>;

  @Column({ name: 'deposit_cents', type: 'integer', nullable: true })
  depositCents: number | null;

  @Column({ type: 'varchar', length: 8 })
  licence: Licence;

  @Column({ name: 'extra_barbecue', type: 'boolean', default: false })
  extraBarbecue: boolean;

  @Column({ name: 'extra_music_box', type: 'boolean', default: false })
  extraMusicBox: boolean;

  @Column({ name: 'extra_binoculars', type: 'boolean', default: false })
  extraBinoculars: boolean;

  /** An optional captain's hourly price; null: none offered. */
  @Column({ name: 'captain_cents_per_hour', type: 'integer', nullable: true })
  captainCentsPerHour: number | null;

  @Column({ name: 'description_de', type: 'varchar', length: 2000 })
  descriptionDe: string;

  @Column({ name: 'description_en', type: 'varchar', length: 2000 })
  descriptionEn: string;

  /** Deleted vehicles stay for the booking history; they are never listed. */
  /**
   * The secret of the vehicle's calendar feed (`calendar.ics?token=`); null until an admin
   * creates the feed, and replaced when one rotates it.
   */
  @Column({ name: 'calendar_token', type: 'varchar', length: 43, nullable: true })
  calendarToken: string | null;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
