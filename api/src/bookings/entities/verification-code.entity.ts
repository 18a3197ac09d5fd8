import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A one-time code mailed to a visitor before an hourly booking: it proves the e-mail address.
 * Only its keyed hash is stored; it expires, allows a few wrong tries, and is used once.
 */
@Entity({ name: 'verification_codes' })
@Index('IDX_verification_codes_email_created', ['email', 'createdAt'])
export class VerificationCode {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_verification_codes' })
  id: string;

  /** Normalised (trimmed, lower case). */
  @Column({ type: 'varchar', length: 50 })
  email: string;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ name: 'failed_attempts', type: 'smallint', default: 0 })
  failedAttempts: number;

  /** Set from the app's clock, like `expiresAt`: the per-address limit compares the two. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
