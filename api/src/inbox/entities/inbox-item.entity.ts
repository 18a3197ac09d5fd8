import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

export const INBOX_ITEM_TYPES = ['todo', 'contact', 'confirmation', 'cancellation'] as const;
export type InboxItemType = (typeof INBOX_ITEM_TYPES)[number];

/** One entry of the rental staff's inbox: a to-do, a contact message or a booking notice. */
@Entity({ name: 'inbox_items' })
@Index('IDX_inbox_items_received_at', ['receivedAt'])
@Index('IDX_inbox_items_type_open', ['type', 'receivedAt', 'id'], {
  where: `"ticked_off_at" IS NULL`,
})
@Index('IDX_inbox_items_type_done', ['type', 'tickedOffAt', 'id'], {
  where: `"ticked_off_at" IS NOT NULL`,
})
export class InboxItem {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_inbox_items' })
  id: string;

  @Column({ type: 'varchar', length: 12 })
  type: InboxItemType;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 25, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 2000 })
  body: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;

  /** 'Abgehakt von {name} ({date})' is built from these two. */
  @Column({ name: 'ticked_off_by', type: 'varchar', length: 60, nullable: true })
  tickedOffBy: string | null;

  @Column({ name: 'ticked_off_at', type: 'timestamptz', nullable: true })
  tickedOffAt: Date | null;

  /** A booking notice's booking (confirmation, cancellation). */
  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  @ForeignKey('bookings', { name: 'FK_inbox_items_booking', onDelete: 'SET NULL' })
  bookingId: string | null;

  /** A to-do's author. */
  @Column({ name: 'created_by', type: 'varchar', length: 60, nullable: true })
  createdBy: string | null;

  /** A fictitious record written by the demo seeds; the demo account sees only these. */
  @Column({ type: 'boolean', default: false })
  example: boolean;
}
