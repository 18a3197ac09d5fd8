import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookEventType } from '../webhooks.types';

/** A receiver registered by an admin: where to POST which events, signed with its own secret. */
@Entity({ name: 'webhook_endpoints' })
@Index('IDX_webhook_endpoints_created', ['createdAt', 'id'])
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_webhook_endpoints' })
  id: string;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

  @Column({ type: 'text', array: true })
  events: WebhookEventType[];

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** Why it was switched off automatically (null: on, or switched off by an admin). */
  @Column({ name: 'disabled_reason', type: 'varchar', length: 200, nullable: true })
  disabledReason: string | null;

  /** The signing secret, encrypted (see WebhookSecretBox); never sent again after creation. */
  @Column({ name: 'secret_sealed', type: 'varchar', length: 200 })
  secretSealed: string;

  /** `whsec_` and the secret's first characters, to recognise it. */
  @Column({ name: 'secret_prefix', type: 'varchar', length: 16 })
  secretPrefix: string;

  /** Failed attempts since the last successful delivery. */
  @Column({ name: 'consecutive_failures', type: 'integer', default: 0 })
  consecutiveFailures: number;

  @Column({ name: 'last_success_at', type: 'timestamptz', nullable: true })
  lastSuccessAt: Date | null;

  /** Written by demo seeds only; the demo account sees only these. */
  @Column({ type: 'boolean', default: false })
  example: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
