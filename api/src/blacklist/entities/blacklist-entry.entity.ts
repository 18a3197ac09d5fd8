import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A customer barred from booking. The `*_key` columns hold the normalised name, e-mail and phone
 * number (blacklist.rules.ts) that a booking's customer is matched against.
 */
@Entity({ name: 'blacklist_entries' })
@Index('IDX_blacklist_entries_name_key', ['nameKey'])
@Index('IDX_blacklist_entries_email_key', ['emailKey'])
@Index('IDX_blacklist_entries_phone_key', ['phoneKey'])
export class BlacklistEntry {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_blacklist_entries' })
  id: string;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 25, nullable: true })
  phone: string | null;

  @Column({ name: 'name_key', type: 'varchar', length: 50 })
  nameKey: string;

  @Column({ name: 'email_key', type: 'varchar', length: 50, nullable: true })
  emailKey: string | null;

  @Column({ name: 'phone_key', type: 'varchar', length: 25, nullable: true })
  phoneKey: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reason: string | null;

  @Column({ name: 'banned_by', type: 'varchar', length: 60, nullable: true })
  bannedBy: string | null;

  /** Written by demo seeds only: the demo account sees no other entry (demo-visibility.ts). */
  @Column({ type: 'boolean', default: false })
  example: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
