import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import type { StaffPrincipal } from '../common/access/principals';
import { Clock } from '../common/clock';
import { returnedRows } from '../common/database/returned-rows';
import { TransactionHost } from '../common/database/transaction-host';
import { visibleTo } from '../common/demo/demo-visibility';
import type { DemoViewer } from '../common/demo/demo-visibility';
import { JobRunner } from '../common/jobs/job-runner';
import { keysetPage } from '../common/pagination/keyset-page';
import type { Keyset } from '../common/pagination/keyset-page';
import {
  notFoundProblem,
  problem,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { InboxService } from '../inbox/inbox.service';
import type {
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookDeliveryDto,
  WebhookDeliveryPageDto,
  WebhookDeliveryQueryDto,
  WebhookDeliveryResultDto,
  WebhookEndpointDto,
  WebhookEndpointListDto,
  WebhookEndpointWithSecretDto,
} from './dto/webhook.dto';
import { WebhookDelivery } from './entities/webhook-delivery.entity';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import { WebhookEvent } from './entities/webhook-event.entity';
import { postWebhook } from './webhook-http';
import type { AttemptOutcome } from './webhook-http';
import { WebhookSecretBox } from './webhook-secrets';
import {
  DELIVERY_CONCURRENCY,
  DELIVERY_TIMEOUT_MS,
  deliveryErrorText,
  newSigningSecret,
  secretPrefix,
  webhookSignature,
  webhookUrlProblems,
} from './webhooks.rules';
import type { WebhookEventDataMap, WebhookEventType } from './webhooks.types';

export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';
export const WEBHOOK_PRUNE_QUEUE = 'webhook-prune';
/** Daily, at a quiet hour (UTC). */
const PRUNE_CRON = '23 3 * * *';
/** How long events and their delivery logs are kept: well past the last retry. */
export const WEBHOOK_EVENT_RETENTION_DAYS = 30;

interface DeliveryJob {
  deliveryId: string;
}

const deliveriesKeyset: Keyset = {
  keys: [
    { expression: 'delivery.created_at', type: 'timestamptz' },
    { expression: 'delivery.id', type: 'uuid' },
  ],
  direction: 'DESC',
};

/**
 * Webhooks (issue 24 §3). `record` writes an event to the outbox in the caller's transaction,
 * with one delivery per enabled endpoint that wants it, and queues each delivery in the same
 * transaction: a rolled-back change (a simulated demo write too) leaves no trace and sends
 * nothing. A pg-boss worker POSTs each delivery, signed as Standard Webhooks describes, retrying
 * with exponential backoff for more than a day; an endpoint whose delivery fails every retry
 * without any success since it was queued is switched off, with a to-do in the staff inbox.
 */
@Injectable()
export class WebhooksService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Webhooks');
  private readonly secrets: WebhookSecretBox;

  constructor(
    private readonly transactions: TransactionHost,
    private readonly jobs: JobRunner,
    private readonly clock: Clock,
    private readonly inbox: InboxService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {
    this.secrets = new WebhookSecretBox(config.sessionSecret);
  }

  async onApplicationBootstrap(): Promise<void> {
    const { retryLimit, retryDelaySeconds } = this.config.webhooks;
    await this.jobs.work<DeliveryJob>(
      WEBHOOK_DELIVERY_QUEUE,
      {
        retryLimit,
        retryDelay: retryDelaySeconds,
        retryBackoff: true,
        // One attempt takes at most the 10 s timeout; a worker that died is retried after this.
        expireInSeconds: 60,
      },
      (job) => this.attempt(job),
      { concurrency: DELIVERY_CONCURRENCY },
    );
    await this.jobs.every(
      WEBHOOK_PRUNE_QUEUE,
      PRUNE_CRON,
      () => this.prune().then(() => undefined),
      {
        expireInSeconds: 5 * 60,
      },
    );
  }

  /**
   * Deletes events (with their deliveries) older than the retention, once a day for the
   * cluster, so the outbox does not grow without end; returns how many went.
   */
  async prune(): Promise<number> {
    const cutoff = new Date(
      this.clock.now().getTime() - WEBHOOK_EVENT_RETENTION_DAYS * 24 * 3600 * 1000,
    );
    const deleted = returnedRows<{ id: string }>(
      await this.transactions.manager.query(
        `DELETE FROM webhook_events WHERE created_at < $1 RETURNING id`,
        [cutoff],
      ),
    );
    if (deleted.length > 0)
      this.logger.log({ deleted: deleted.length }, 'old webhook events pruned');
    return deleted.length;
  }

  // ------------------------------------------------------------------------------------------
  // The outbox
  // ------------------------------------------------------------------------------------------

  /**
   * Records an event in the caller's transaction (or a transaction of its own): the event row,
   * a delivery per enabled endpoint subscribed to `type`, and their queued jobs.
   */
  async record<Type extends WebhookEventType>(
    type: Type,
    data: WebhookEventDataMap[Type],
  ): Promise<void> {
    await this.transactions.transaction(async (manager) => {
      const [event] = returnedRows<{ id: string }>(
        await manager.query(
          `INSERT INTO webhook_events (type, data) VALUES ($1, $2::jsonb) RETURNING id`,
          [type, JSON.stringify(data)],
        ),
      );
      const deliveries = returnedRows<{ id: string }>(
        await manager.query(
          `INSERT INTO webhook_deliveries (endpoint_id, event_id)
             SELECT id, $1 FROM webhook_endpoints WHERE enabled AND $2 = ANY(events)
           RETURNING id`,
          [event!.id, type],
        ),
      );
      for (const delivery of deliveries) await this.queue(delivery.id);
    });
  }

  /** Queues one delivery inside the surrounding transaction: the job exists only if it commits. */
  private async queue(deliveryId: string): Promise<void> {
    await this.jobs.send(WEBHOOK_DELIVERY_QUEUE, { deliveryId } satisfies DeliveryJob);
  }

  // ------------------------------------------------------------------------------------------
  // The worker
  // ------------------------------------------------------------------------------------------

  /** One attempt of one delivery; throws (so pg-boss retries) when it failed. */
  private async attempt({ id: jobId, data }: PgBoss.Job<DeliveryJob>): Promise<void> {
    const rows = (await this.transactions.manager.query(
      `SELECT d.id, d.status, d.attempts, d.created_at AS "createdAt",
              e.id AS "endpointId", e.url, e.enabled, e.secret_sealed AS "secretSealed",
              ev.id AS "eventId", ev.type, ev.data, ev.created_at AS "eventCreatedAt"
         FROM webhook_deliveries d
         JOIN webhook_endpoints e ON e.id = d.endpoint_id
         JOIN webhook_events ev ON ev.id = d.event_id
        WHERE d.id = $1`,
      [data.deliveryId],
    )) as Array<{
      id: string;
      status: string;
      attempts: number;
      createdAt: Date;
      endpointId: string;
      url: string;
      enabled: boolean;
      secretSealed: string;
      eventId: string;
      type: WebhookEventType;
      data: unknown;
      eventCreatedAt: Date;
    }>;
    const row = rows[0];
    // The endpoint was deleted (its deliveries with it), or this job already did its work.
    if (!row || row.status === 'delivered' || row.status === 'failed') return;
    const log = { jobId, deliveryId: row.id, endpointId: row.endpointId, eventType: row.type };
    if (!row.enabled) {
      await this.transactions.manager.query(
        `UPDATE webhook_deliveries SET status = 'failed', last_error = $2 WHERE id = $1`,
        [row.id, 'not sent: the endpoint is switched off'],
      );
      this.logger.log(log, 'webhook not sent: endpoint switched off');
      return;
    }
    const secret = this.secrets.open(row.secretSealed);
    let outcome: AttemptOutcome;
    if (secret === null) {
      outcome = {
        status: null,
        responseTimeMs: null,
        error: 'signing secret unreadable (SESSION_SECRET changed?): rotate the secret',
        connected: false,
      };
    } else {
      const body = JSON.stringify({
        id: row.eventId,
        type: row.type,
        createdAt: new Date(row.eventCreatedAt).toISOString(),
        data: row.data,
      });
      const timestamp = Math.floor(this.clock.now().getTime() / 1000);
      outcome = await postWebhook(
        row.url,
        {
          'content-type': 'application/json',
          'user-agent': 'RentalRevolution-Webhooks/1',
          'webhook-id': row.eventId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': webhookSignature(secret, row.eventId, timestamp, body),
        },
        body,
        { allowPrivate: this.config.webhooks.allowPrivate, timeoutMs: DELIVERY_TIMEOUT_MS },
      );
    }
    const attempts = row.attempts + 1;
    const delivered = outcome.error === null;
    const final = !delivered && attempts > this.config.webhooks.retryLimit;
    await this.settle(row, outcome, attempts, final);
    // Logs carry ids, the status and the time: never the URL, the body, a secret or a signature.
    const summary = {
      ...log,
      attempt: attempts,
      responseStatus: outcome.status,
      responseTimeMs: outcome.responseTimeMs,
    };
    if (delivered) {
      this.logger.log(summary, 'webhook delivered');
      return;
    }
    this.logger.warn({ ...summary, final }, 'webhook attempt failed');
    // pg-boss keeps this message with the job: the short error only.
    throw new Error(`webhook attempt failed: ${outcome.error}`);
  }

  /** Writes an attempt's result to the delivery and its endpoint, in one transaction. */
  private async settle(
    row: { id: string; endpointId: string; url: string; createdAt: Date },
    outcome: AttemptOutcome,
    attempts: number,
    final: boolean,
  ): Promise<void> {
    const now = this.clock.now();
    const delivered = outcome.error === null;
    await this.transactions.transaction(async (manager) => {
      await manager.query(
        `UPDATE webhook_deliveries
            SET status = $2, attempts = $3, response_status = $4, response_time_ms = $5,
                last_error = $6, last_attempt_at = $7, delivered_at = $8
          WHERE id = $1`,
        [
          row.id,
          delivered ? 'delivered' : final ? 'failed' : 'retrying',
          attempts,
          outcome.status,
          outcome.responseTimeMs,
          outcome.error === null ? null : deliveryErrorText(outcome.error),
          now,
          delivered ? now : null,
        ],
      );
      if (delivered) {
        await manager.query(
          `UPDATE webhook_endpoints SET consecutive_failures = 0, last_success_at = $2 WHERE id = $1`,
          [row.endpointId, now],
        );
        return;
      }
      await manager.query(
        `UPDATE webhook_endpoints SET consecutive_failures = consecutive_failures + 1 WHERE id = $1`,
        [row.endpointId],
      );
      if (!final) return;
      // Every retry of this delivery failed, and nothing reached the endpoint since it was
      // queued (more than a day with the default settings): switch it off and tell the staff.
      const reason = `Switched off: every attempt failed since ${row.createdAt.toISOString()} (last: ${outcome.error})`;
      const [changed] = returnedRows<{ failures: number }>(
        await manager.query(
          `UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2
            WHERE id = $1 AND enabled AND (last_success_at IS NULL OR last_success_at < $3)
            RETURNING consecutive_failures AS failures`,
          [row.endpointId, deliveryErrorText(reason), row.createdAt],
        ),
      );
      if (!changed) return;
      await this.inbox.addSystemTodo({
        name: 'Webhook abgeschaltet',
        body:
          `Der Webhook an ${deliveryErrorText(row.url)} wurde abgeschaltet: ` +
          `${changed.failures} Zustellversuche nacheinander sind fehlgeschlagen ` +
          `(zuletzt: ${outcome.error}). Bitte den Empfänger prüfen und den Webhook unter ` +
          `Einstellungen → Webhooks wieder einschalten; fehlgeschlagene Zustellungen lassen sich ` +
          `dort erneut senden.`,
      });
      this.logger.warn(
        { endpointId: row.endpointId, failures: changed.failures },
        'webhook endpoint switched off after failed deliveries',
      );
    });
  }

  // ------------------------------------------------------------------------------------------
  // Admin endpoints
  // ------------------------------------------------------------------------------------------

  private get endpoints() {
    return this.transactions.repository(WebhookEndpoint);
  }

  private checkUrl(url: string): void {
    const problems = webhookUrlProblems(url, this.config.webhooks.allowPrivate);
    if (problems.length > 0) throw validationProblem(problems);
  }

  async create(input: CreateWebhookEndpointDto): Promise<WebhookEndpointWithSecretDto> {
    this.checkUrl(input.url);
    const secret = newSigningSecret();
    const endpoint = await this.endpoints.save(
      this.endpoints.create({
        url: input.url,
        description: input.description ?? null,
        events: input.events,
        enabled: true,
        secretSealed: this.secrets.seal(secret),
        secretPrefix: secretPrefix(secret),
      }),
    );
    return { ...this.toDto(endpoint), secret };
  }

  /**
   * Every endpoint, newest first (a business has a handful). The demo account sees example
   * endpoints only: none are seeded, so its list is empty and no real URL is shown.
   */
  async list(viewer: StaffPrincipal): Promise<WebhookEndpointListDto> {
    const rows = await visibleTo(this.endpoints.createQueryBuilder('endpoint'), viewer)
      .orderBy('endpoint.created_at', 'DESC')
      .addOrderBy('endpoint.id', 'DESC')
      .getMany();
    return { items: rows.map((row) => this.toDto(row)) };
  }

  async get(id: string, viewer: DemoViewer): Promise<WebhookEndpointDto> {
    return this.toDto(await this.visible(id, viewer));
  }

  async update(
    id: string,
    input: UpdateWebhookEndpointDto,
    viewer: DemoViewer,
  ): Promise<WebhookEndpointDto> {
    if (input.url !== undefined) this.checkUrl(input.url);
    return this.transactions.transaction(async () => {
      const endpoint = await this.visible(id, viewer, true);
      if (input.url !== undefined) endpoint.url = input.url;
      if (input.events !== undefined) endpoint.events = input.events;
      if (input.description !== undefined) endpoint.description = input.description;
      if (input.enabled !== undefined) {
        endpoint.enabled = input.enabled;
        // Switched on (again) or off by hand: no automatic reason stands.
        endpoint.disabledReason = null;
        if (input.enabled) endpoint.consecutiveFailures = 0;
      }
      return this.toDto(await this.endpoints.save(endpoint));
    });
  }

  async remove(id: string, viewer: DemoViewer): Promise<void> {
    await this.transactions.transaction(async () => {
      const endpoint = await this.visible(id, viewer, true);
      await this.endpoints.delete({ id: endpoint.id });
    });
  }

  /** A new secret; the old one stops signing at once. */
  async rotateSecret(id: string, viewer: DemoViewer): Promise<WebhookEndpointWithSecretDto> {
    return this.transactions.transaction(async () => {
      const endpoint = await this.visible(id, viewer, true);
      const secret = newSigningSecret();
      endpoint.secretSealed = this.secrets.seal(secret);
      endpoint.secretPrefix = secretPrefix(secret);
      return { ...this.toDto(await this.endpoints.save(endpoint)), secret };
    });
  }

  async deliveries(
    id: string,
    query: WebhookDeliveryQueryDto,
    viewer: DemoViewer,
  ): Promise<WebhookDeliveryPageDto> {
    const endpoint = await this.visible(id, viewer);
    const page = await keysetPage(
      this.transactions
        .repository(WebhookDelivery)
        .createQueryBuilder('delivery')
        .where('delivery.endpoint_id = :id', { id: endpoint.id }),
      deliveriesKeyset,
      query,
    );
    return { items: await this.toDeliveryDtos(page.items), nextCursor: page.nextCursor };
  }

  /** Sends a delivery's event again, as a new delivery (the same event id, so receivers dedupe). */
  async redeliver(
    id: string,
    deliveryId: string,
    viewer: DemoViewer,
  ): Promise<WebhookDeliveryResultDto> {
    return this.transactions.transaction(async () => {
      const endpoint = await this.visible(id, viewer, true);
      const deliveries = this.transactions.repository(WebhookDelivery);
      const original = await deliveries.findOneBy({ id: deliveryId, endpointId: endpoint.id });
      if (!original) throw notFoundProblem('delivery');
      if (!endpoint.enabled) {
        throw new ProblemException(
          problem(
            409,
            'WEBHOOK_DISABLED',
            'Webhook switched off',
            'Switch the endpoint on before sending deliveries again.',
          ),
        );
      }
      const copy = await deliveries.save(
        deliveries.create({ endpointId: endpoint.id, eventId: original.eventId }),
      );
      await this.queue(copy.id);
      const [dto] = await this.toDeliveryDtos([copy]);
      return { delivery: dto! };
    });
  }

  private async visible(id: string, viewer: DemoViewer, lock = false): Promise<WebhookEndpoint> {
    const query = visibleTo(
      this.endpoints.createQueryBuilder('endpoint').where('endpoint.id = :id', { id }),
      viewer,
    );
    const endpoint = await (lock ? query.setLock('pessimistic_write') : query).getOne();
    if (!endpoint) throw notFoundProblem('webhook endpoint');
    return endpoint;
  }

  private toDto(endpoint: WebhookEndpoint): WebhookEndpointDto {
    return {
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description,
      events: endpoint.events,
      enabled: endpoint.enabled,
      disabledReason: endpoint.disabledReason,
      secretPrefix: endpoint.secretPrefix,
      consecutiveFailures: endpoint.consecutiveFailures,
      lastSuccessAt: endpoint.lastSuccessAt,
      createdAt: endpoint.createdAt,
    };
  }

  private async toDeliveryDtos(rows: WebhookDelivery[]): Promise<WebhookDeliveryDto[]> {
    if (rows.length === 0) return [];
    const events = await this.transactions
      .repository(WebhookEvent)
      .createQueryBuilder('event')
      .select(['event.id', 'event.type'])
      .where('event.id IN (:...ids)', { ids: [...new Set(rows.map((row) => row.eventId))] })
      .getMany();
    const types = new Map(events.map((event) => [event.id, event.type]));
    return rows.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      eventType: types.get(row.eventId)!,
      status: row.status,
      attempts: row.attempts,
      responseStatus: row.responseStatus,
      responseTimeMs: row.responseTimeMs,
      lastError: row.lastError,
      createdAt: row.createdAt,
      lastAttemptAt: row.lastAttemptAt,
      deliveredAt: row.deliveredAt,
    }));
  }
}
