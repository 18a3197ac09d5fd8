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
 * A customer barred from booking. The `*_key` columns hold the normalised name, e-mail and phone
 * number (blacklist.rules.ts) that a booking's customer is matched against.
 */
@Entity({ name: 'blacklist_entries' })
@Index('IDX_blacklist_entries_name_key', ['nameKey'])
@Index('IDX_blacklist_entries_email_key', ['emailKey'])
@Index('IDX_blacklist_entries_phone_key', ['phoneKey'])
@Index('IDX_blacklist_entries_created_at', ['createdAt', 'id'])
@Check(
  'CHK_blacklist_entries_identity',
  `"name" IS NOT NULL OR "email" IS NOT NULL OR "phone" IS NOT NULL`,
)
export class BlacklistEntry {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_blacklist_entries' })
  id: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 25, nullable: true })
  phone: string | null;

  @Column({ name: 'name_key', type: 'varchar', length: 50, nullable: true })
  nameKey: string | null;

  @Column({ name: 'email_key', type: 'varchar', length: 50, nullable: true })
  emailKey: string | null;

  @Column({ name: 'phone_key', type: 'varchar', length: 25, nullable: true })
  phoneKey: string | null;

  /** Why, with the author suffix '(Gesperrt durch {name})'. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  reason: string | null;

  /** The booking the customer was banned from, and its day (the list links to that day). */
  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  @ForeignKey('bookings', { name: 'FK_blacklist_entries_booking', onDelete: 'SET NULL' })
  bookingId: string | null;

  @Column({ name: 'booked_day', type: 'date', nullable: true })
  bookedDay: string | null;

  @Column({ name: 'banned_by', type: 'varchar', length: 60, nullable: true })
  bannedBy: string | null;

  /** Written by demo seeds only: the demo account sees no other entry (demo-visibility.ts). */
  @Column({ type: 'boolean', default: false })
  example: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
