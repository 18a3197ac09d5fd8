import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import type { ResolvedConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { PublicReadCache } from './public-read-cache';
import { RESOURCE_CHANGED_CHANNEL } from './public-resources';

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;
/** A database that went silent (no reset, no answer) is noticed within this and a timeout. */
const HEARTBEAT_MS = 15_000;

/**
 * Listens on one dedicated connection for the `resource_changed` notifications the database
 * triggers send (migration ResourceChangeNotifications) and drops the cached answers of each
 * changed resource: writes from any process, replica or SQL script invalidate.
 *
 * The cache is on only while this connection listens. When it is lost (database restart, outage,
 * network) the cache goes off at once, every read goes to the database (which answers
 * 503 DB_UNAVAILABLE while it is down) and the listener reconnects with backoff; once listening
 * again the cache starts empty, as changes may have been missed meanwhile.
 */
@Injectable()
export class ResourceChangeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PublicReadCache');
  private client: Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  /** Connection attempts failed since the last success (backoff; log once per outage). */
  private failures = 0;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly cache: PublicReadCache,
  ) {}

  /** Waits for the first attempt, so a started app caches from its first request. */
  onApplicationBootstrap(): Promise<void> {
    return this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeatTimer);
    this.cache.disable();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** Whether the notifications arrive right now. */
  get listening(): boolean {
    return this.client !== undefined && this.cache.isEnabled;
  }

  private async connect(): Promise<void> {
    this.retryTimer = undefined;
    if (this.stopped) return;
    const client = new Client({
      connectionString: this.config.databaseUrl,
      connectionTimeoutMillis: this.config.database.connectTimeoutMs,
      query_timeout: this.config.database.statementTimeoutMs,
      keepAlive: true,
      application_name: 'public-read-cache',
    });
    // Listeners first: an error without one would end the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', ({ channel, payload }) => {
      if (channel === RESOURCE_CHANGED_CHANNEL && client === this.client) {
        this.cache.invalidate(payload ?? '');
      }
    });
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${RESOURCE_CHANGED_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (client !== this.client) return;
    // Changes are seen from here on; whatever was cached before may have missed some.
    this.cache.enable();
    if (this.failures > 0) this.logger.log('Listening for changes again: public reads cached');
    this.failures = 0;
    this.heartbeatTimer = setInterval(() => {
      client.query('SELECT 1').catch((error: unknown) => this.lost(client, error));
    }, HEARTBEAT_MS);
    this.heartbeatTimer.unref();
  }

  /** The connection failed or ended: cache off, connection gone, next attempt scheduled. */
  private lost(client: Client, error?: unknown): void {
    if (client !== this.client) return;
    this.client = undefined;
    clearInterval(this.heartbeatTimer);
    this.cache.disable();
    client.end().catch(() => undefined);
    if (this.stopped) return;
    if (this.failures === 0) {
      this.logger.warn(
        { err: error },
        'Not listening for database changes: public reads are not cached until it is back',
      );
    }
    this.failures += 1;
    const delay = Math.min(RETRY_FIRST_MS * 2 ** (this.failures - 1), RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }
}
