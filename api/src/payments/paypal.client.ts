import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** PayPal did not answer as expected; the message names the step, never the credentials. */
export class PayPalError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PayPalError';
  }
}

export interface PayPalCapture {
  /** The capture's status (COMPLETED: the money arrived), else the order's. */
  status: string;
  captureId: string | null;
  amountCents: number | null;
  currency: string | null;
}

/** PayPal answers slower than our database; a request never waits on it for longer than this. */
const TIMEOUT_MS = 15_000;
/** Tokens live for hours; renewing a minute early avoids using one as it expires. */
const TOKEN_MARGIN_MS = 60_000;

/** Amounts travel as strings with two decimals ('123.40'). */
export function centsToPayPalValue(cents: number): string {
  return (cents / 100).toFixed(2);
}

function payPalValueToCents(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/**
 * The few calls of PayPal's Orders API v2 the rental needs: create an order, capture it, refund a
 * capture. Only the server talks to PayPal; the browser gets order ids, never credentials.
 */
@Injectable()
export class PayPalClient {
  private token: { value: string; expiresAt: number } | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: ResolvedConfig) {}

  get enabled(): boolean {
    return this.config.payments.paypal !== undefined;
  }

  get clientId(): string | null {
    return this.config.payments.paypal?.clientId ?? null;
  }

  /** A new order for `amountCents` EUR; the request id makes a retried create idempotent. */
  async createOrder(input: {
    amountCents: number;
    reference: string;
    description: string;
    requestId?: string;
  }): Promise<string> {
    const body = await this.call('POST', '/v2/checkout/orders', {
      headers: { 'PayPal-Request-Id': input.requestId ?? randomUUID() },
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.reference,
            description: input.description.slice(0, 127),
            amount: { currency_code: 'EUR', value: centsToPayPalValue(input.amountCents) },
          },
        ],
      },
    });
    const id = (body as { id?: unknown }).id;
    if (typeof id !== 'string' || id === '') throw new PayPalError('create order: no order id');
    return id;
  }

  /** Captures an approved order; a repeated capture answers PayPal's own 422, not a new charge. */
  async captureOrder(orderId: string): Promise<PayPalCapture> {
    const body = (await this.call(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      {
        headers: { 'PayPal-Request-Id': `capture-${orderId}` },
        body: {},
      },
    )) as {
      status?: unknown;
      purchase_units?: Array<{
        payments?: {
          captures?: Array<{
            id?: unknown;
            status?: unknown;
            amount?: { value?: unknown; currency_code?: unknown };
          }>;
        };
      }>;
    };
    const capture = body.purchase_units?.[0]?.payments?.captures?.[0];
    // The order reads COMPLETED once captured, even when the capture itself is PENDING or
    // DECLINED: only the capture's own status says the money arrived.
    const status = capture ? capture.status : body.status;
    return {
      status: typeof status === 'string' ? status : 'UNKNOWN',
      captureId: typeof capture?.id === 'string' ? capture.id : null,
      amountCents: payPalValueToCents(capture?.amount?.value),
      currency:
        typeof capture?.amount?.currency_code === 'string' ? capture.amount.currency_code : null,
    };
  }

  /** Gives a captured payment back in full. */
  async refundCapture(captureId: string): Promise<string | null> {
    const body = (await this.call(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      { headers: { 'PayPal-Request-Id': `refund-${captureId}` }, body: {} },
    )) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + TOKEN_MARGIN_MS) return this.token.value;
    const paypal = this.settings();
    const response = await this.fetch(`${paypal.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new PayPalError('authentication failed', response.status);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new PayPalError('authentication: no token');
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in * 1000 : 0;
    this.token = { value: body.access_token, expiresAt: Date.now() + lifetime };
    return body.access_token;
  }

  private async call(
    method: 'POST' | 'GET',
    path: string,
    options: { headers?: Record<string, string>; body?: unknown },
  ): Promise<unknown> {
    const paypal = this.settings();
    const response = await this.fetch(`${paypal.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    if (response.status === 401) this.token = undefined;
    if (!response.ok)
      throw new PayPalError(`${method} ${path.split('/').slice(0, 4).join('/')}`, response.status);
    return response.json();
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new PayPalError(`unreachable (${(error as Error).name})`);
    }
  }

  private settings(): NonNullable<ResolvedConfig['payments']['paypal']> {
    const paypal = this.config.payments.paypal;
    if (!paypal) throw new PayPalError('not configured');
    return paypal;
  }
}
