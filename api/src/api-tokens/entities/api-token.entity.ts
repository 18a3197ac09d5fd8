import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

/** A token for scripts and third parties; only the SHA-256 of the token itself is stored. */
@Entity({ name: 'api_tokens' })
@Index('UQ_api_tokens_hash', ['tokenHash'], { unique: true })
@Index('IDX_api_tokens_created_by', ['createdBy'])
export class ApiToken {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_api_tokens' })
  id: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** The first characters of the token, shown to recognise it (`rr_AbCdEfGh`). */
  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'text', array: true })
  scopes: string[];

  @Column({ name: 'created_by', type: 'uuid' })
  @ForeignKey('employees', { name: 'FK_api_tokens_created_by', onDelete: 'CASCADE' })
  createdBy: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
