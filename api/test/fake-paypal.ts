import { randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received, for assertions. */
export interface FakePayPalCall {
  method: string;
  path: string;
  requestId: string | undefined;
  body: unknown;
}

export interface FakePayPalOrder {
  id: string;
  requestId: string | undefined;
  /** As PayPal got it: a decimal string ('123.40'). */
  value: string;
  currency: string;
  referenceId: string | undefined;
  status: 'CREATED' | 'COMPLETED';
}

export interface FakePayPalCapture {
  id: string;
  orderId: string;
  requestId: string | undefined;
  status: string;
  value: string;
  currency: string;
}

export interface FakePayPalRefund {
  id: string;
  captureId: string;
  requestId: string | undefined;
}

/**
 * How the next captures are answered (until `reset`): another amount or currency than the
 * order's, another capture status than COMPLETED (PENDING, DECLINED: the order itself reads
 * COMPLETED all the same, as at PayPal), or an HTTP error instead of a capture.
 */
export interface CaptureKnob {
  value?: string;
  currency?: string;
  status?: string;
  httpStatus?: number;
}

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** PayPal's ids: 17 capitals and digits. */
function payPalId(): string {
  return Array.from({ length: 17 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A small fake of PayPal's REST API on 127.0.0.1 (tests only): the OAuth token (Basic auth
 * checked), Orders v2 create and capture, and refunds of captures. Idempotent like PayPal by
 * `PayPal-Request-Id`; every call is recorded.
 */
export class FakePayPal {
  readonly clientId = 'fake-client-id';
  readonly clientSecret = 'fake-client-secret';
  readonly calls: FakePayPalCall[] = [];
  readonly orders = new Map<string, FakePayPalOrder>();
  /** Every capture PayPal made, once each (a repeated request id answers the same one). */
  readonly captures: FakePayPalCapture[] = [];
  readonly refunds: FakePayPalRefund[] = [];
  /** Answers for the captures to come; undefined: COMPLETED with the order's amount. */
  captureKnob: CaptureKnob | undefined;

  private readonly tokens = new Set<string>();
  private readonly ordersByRequestId = new Map<string, string>();
  private readonly capturesByRequestId = new Map<string, FakePayPalCapture>();
  private readonly refundsByRequestId = new Map<string, FakePayPalRefund>();
  private readonly capturedIds = new Set<string>();
  private server: Server | undefined;
  /** 0: a free port (jest); the end-to-end run gives a fixed one its server is configured with. */
  constructor(private port = 0) {}

  /** Listens on the port of an earlier start (a restart after `stop`), or on a free one. */
  async start(): Promise<void> {
    const server = createServer((req, res) => {
      this.handle(req, res).catch((error: Error) => send(res, 500, { message: error.message }));
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening: PayPal is unreachable until the next `start`. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The app's environment for this fake. */
  get env(): Record<string, string> {
    return {
      PAYPAL_CLIENT_ID: this.clientId,
      PAYPAL_CLIENT_SECRET: this.clientSecret,
      PAYPAL_API_BASE: this.url,
    };
  }

  /** Forgets the recorded calls and the capture knob (orders stay known). */
  reset(): void {
    this.calls.length = 0;
    this.captures.length = 0;
    this.refunds.length = 0;
    this.captureKnob = undefined;
  }

  callsTo(pattern: RegExp): FakePayPalCall[] {
    return this.calls.filter((call) => pattern.test(`${call.method} ${call.path}`));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readBody(req);
    const path = new URL(req.url ?? '/', this.url).pathname;
    const method = req.method ?? 'GET';
    const header = req.headers['paypal-request-id'];
    const requestId = typeof header === 'string' ? header : undefined;
    let body: unknown = text;
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      // The token request is form-encoded: kept as text.
    }
    this.calls.push({ method, path, requestId, body });

    if (method === 'POST' && path === '/v1/oauth2/token') return this.token(req, res, text);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !this.tokens.has(bearer)) {
      return send(res, 401, { name: 'AUTHENTICATION_FAILURE' });
    }
    if (method === 'POST' && path === '/v2/checkout/orders') {
      return this.createOrder(res, requestId, body);
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (method === 'POST' && capture) return this.capture(res, capture[1]!, requestId);
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) return this.refund(res, refund[1]!, requestId);
    return send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
  }

  private token(req: IncomingMessage, res: ServerResponse, text: string): void {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return send(res, 401, { error: 'invalid_client' });
    }
    if (new URLSearchParams(text).get('grant_type') !== 'client_credentials') {
      return send(res, 400, { error: 'unsupported_grant_type' });
    }
    const token = `A21AA${payPalId()}`;
    this.tokens.add(token);
    send(res, 200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      expires_in: 32400,
    });
  }

  private createOrder(res: ServerResponse, requestId: string | undefined, body: unknown): void {
    const known = requestId === undefined ? undefined : this.ordersByRequestId.get(requestId);
    if (known) return send(res, 201, this.orderBody(this.orders.get(known)!));
    const unit = (
      body as {
        purchase_units?: Array<{
          reference_id?: string;
          amount?: { currency_code?: string; value?: string };
        }>;
      }
    )?.purchase_units?.[0];
    if (!unit?.amount?.value || !unit.amount.currency_code) {
      return send(res, 400, { name: 'INVALID_REQUEST' });
    }
    const order: FakePayPalOrder = {
      id: payPalId(),
      requestId,
      value: unit.amount.value,
      currency: unit.amount.currency_code,
      referenceId: unit.reference_id,
      status: 'CREATED',
    };
    this.orders.set(order.id, order);
    if (requestId !== undefined) this.ordersByRequestId.set(requestId, order.id);
    send(res, 201, this.orderBody(order));
  }

  private capture(res: ServerResponse, orderId: string, requestId: string | undefined): void {
    const order = this.orders.get(orderId);
    if (!order) return send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
    const repeated = requestId === undefined ? undefined : this.capturesByRequestId.get(requestId);
    if (repeated) return send(res, 201, this.captureBody(order, repeated));
    const knob = this.captureKnob ?? {};
    if (knob.httpStatus !== undefined) {
      return send(res, knob.httpStatus, { name: 'UNPROCESSABLE_ENTITY' });
    }
    if (order.status === 'COMPLETED') {
      return send(res, 422, {
        name: 'UNPROCESSABLE_ENTITY',
        details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
      });
    }
    const capture: FakePayPalCapture = {
      id: payPalId(),
      orderId,
      requestId,
      status: knob.status ?? 'COMPLETED',
      value: knob.value ?? order.value,
      currency: knob.currency ?? order.currency,
    };
    this.captures.push(capture);
    this.capturedIds.add(capture.id);
    // Like PayPal, the order is COMPLETED whatever became of its capture; a capture that did not
    // complete is not replayed, so the buyer may try again (another funding source).
    const body = this.captureBody(order, capture);
    if (capture.status === 'COMPLETED') {
      order.status = 'COMPLETED';
      if (requestId !== undefined) this.capturesByRequestId.set(requestId, capture);
    }
    send(res, 201, body);
  }

  private refund(res: ServerResponse, captureId: string, requestId: string | undefined): void {
    if (!this.capturedIds.has(captureId)) return send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
    const repeated = requestId === undefined ? undefined : this.refundsByRequestId.get(requestId);
    if (repeated) return send(res, 201, { id: repeated.id, status: 'COMPLETED' });
    const refund: FakePayPalRefund = { id: payPalId(), captureId, requestId };
    this.refunds.push(refund);
    if (requestId !== undefined) this.refundsByRequestId.set(requestId, refund);
    send(res, 201, { id: refund.id, status: 'COMPLETED' });
  }

  private orderBody(order: FakePayPalOrder) {
    return {
      id: order.id,
      status: order.status,
      links: [
        {
          href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
          rel: 'approve',
          method: 'GET',
        },
      ],
    };
  }

  private captureBody(order: FakePayPalOrder, capture: FakePayPalCapture) {
    return {
      id: order.id,
      status: 'COMPLETED',
      purchase_units: [
        {
          reference_id: order.referenceId,
          payments: {
            captures: [
              {
                id: capture.id,
                status: capture.status,
                amount: { currency_code: capture.currency, value: capture.value },
              },
            ],
          },
        },
      ],
    };
  }
}

/** A fake, listening. */
export async function startFakePayPal(port = 0): Promise<FakePayPal> {
  const fake = new FakePayPal(port);
  await fake.start();
  return fake;
}
