import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookEventType } from '../webhooks.types';

/**
 * The outbox: one row per event, written in the transaction of the change it announces (a
 * rolled-back change leaves none). Its id is the `webhook-id` every delivery of it carries.
 */
@Entity({ name: 'webhook_events' })
/** The daily prune deletes by age. */
@Index('IDX_webhook_events_created', ['createdAt'])
export class WebhookEvent {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_webhook_events' })
  id: string;

  @Column({ type: 'varchar', length: 40 })
  type: WebhookEventType;

  /** The event's `data` (ids, vehicle, period, state, money; no personal data). */
  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
