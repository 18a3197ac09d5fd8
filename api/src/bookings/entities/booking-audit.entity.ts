import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

export const BOOKING_AUDIT_ACTIONS = ['reprice', 'comment', 'cancel', 'ban', 'paid'] as const;
export type BookingAuditAction = (typeof BOOKING_AUDIT_ACTIONS)[number];

/** The booking fields an action changed, as they were before and after it. */
export type AuditValues = Record<string, string | number | boolean | null>;

/**
 * One staff action on a booking (reprice, comment, cancel, ban, paid later): who, when, and the
 * values before and after. Rows are only ever inserted; the migration's trigger refuses updates,
 * so the history a booking card shows is the one that happened.
 */
@Entity({ name: 'booking_audit' })
@Index('IDX_booking_audit_booking', ['bookingId', 'at'])
@Check('CHK_booking_audit_action', `"action" IN ('reprice', 'comment', 'cancel', 'ban', 'paid')`)
export class BookingAuditEntry {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_booking_audit' })
  id: string;

  @Column({ name: 'booking_id', type: 'uuid' })
  @ForeignKey('bookings', { name: 'FK_booking_audit_booking', onDelete: 'CASCADE' })
  bookingId: string;

  @Column({ type: 'varchar', length: 8 })
  action: BookingAuditAction;

  /** The staff account (a plain id: accounts may go) and its name as texts show it. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ name: 'actor_name', type: 'varchar', length: 60 })
  actorName: string;

  @Column({ type: 'jsonb' })
  before: AuditValues;

  @Column({ type: 'jsonb' })
  after: AuditValues;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;
}
