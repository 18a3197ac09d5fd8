import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'contact_requests' })
// Serves the newest-first keyset pages (read backwards); the id orders equal times.
@Index('IDX_contact_requests_sent_at_id', ['sentAt', 'id'])
export class ContactRequest {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_contact_requests' })
  id: string;

  @Column({ type: 'varchar', length: 50 })
  sender: string;

  @Column({ type: 'varchar', length: 50 })
  email: string;

  @Column({ type: 'varchar', length: 2000 })
  body: string;

  @CreateDateColumn({ name: 'sent_at', type: 'timestamptz' })
  sentAt: Date;

  @Column({ type: 'boolean', default: false })
  seen: boolean;

  /** A fictitious record written by the demo seeds; the demo account sees only these. */
  @Column({ type: 'boolean', default: false })
  example: boolean;
}
