import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

export const DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One event for one endpoint, and how its attempts went. A manual redelivery is a new row for
 * the same event (so every attempt stays in the log).
 */
@Entity({ name: 'webhook_deliveries' })
@Index('IDX_webhook_deliveries_endpoint', ['endpointId', 'createdAt', 'id'])
@Index('IDX_webhook_deliveries_event', ['eventId'])
@Check(
  'CHK_webhook_deliveries_status',
  `"status" IN ('pending', 'retrying', 'delivered', 'failed')`,
)
export class WebhookDelivery {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_webhook_deliveries' })
  id: string;

  @Column({ name: 'endpoint_id', type: 'uuid' })
  @ForeignKey('webhook_endpoints', { name: 'FK_webhook_deliveries_endpoint', onDelete: 'CASCADE' })
  endpointId: string;

  @Column({ name: 'event_id', type: 'uuid' })
  @ForeignKey('webhook_events', { name: 'FK_webhook_deliveries_event', onDelete: 'CASCADE' })
  eventId: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: DeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** The last attempt's HTTP status; null when no answer came. */
  @Column({ name: 'response_status', type: 'integer', nullable: true })
  responseStatus: number | null;

  @Column({ name: 'response_time_ms', type: 'integer', nullable: true })
  responseTimeMs: number | null;

  /** Why the last attempt failed (at most 200 characters, never a body or a secret). */
  @Column({ name: 'last_error', type: 'varchar', length: 200, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;
}
