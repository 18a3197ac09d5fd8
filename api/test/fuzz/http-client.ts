import { Agent, request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export interface HttpResult {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Set when no answer arrived (timeout, reset connection). */
  error?: string;
}

export interface HttpRequest {
  method: string;
  /** Sent exactly as given: percent-encoding is the caller's (so broken encodings can be sent). */
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

const TIMEOUT_MS = 15_000;

let ipCounter = 0;
/** A fresh client address per request (10.x.y.z), so no per-IP rate limit masks validation. */
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * A raw HTTP client with one cookie jar and the session's CSRF token: it sends paths and bodies
 * byte for byte (supertest would normalise or refuse some of the broken ones).
 */
export class FuzzClient {
  readonly cookies = new Map<string, string>();
  token = '';

  constructor(
    private readonly port: number,
    private readonly agent: Agent,
  ) {}

  send(call: HttpRequest): Promise<HttpResult> {
    const body = call.body === undefined ? undefined : Buffer.from(call.body);
    const headers: Record<string, string> = {
      Host: `127.0.0.1:${this.port}`,
      'X-Forwarded-For': nextIp(),
      ...(this.cookies.size > 0
        ? { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
        : {}),
      ...(call.method !== 'GET' && this.token ? { 'X-CSRF-Token': this.token } : {}),
      ...(body ? { 'Content-Length': String(body.length) } : {}),
      ...call.headers,
    };
    return new Promise((resolve) => {
      let settled = false;
      const done = (result: HttpResult) => {
        if (settled) return;
        settled = true;
        resolve(result);
      };
      const req = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: call.method,
          path: call.url,
          headers,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            this.keepCookies(res.headers['set-cookie']);
            done({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
          res.on('error', (error) =>
            done({ status: 0, headers: {}, text: '', error: `response: ${error.message}` }),
          );
        },
      );
      req.setTimeout(TIMEOUT_MS, () => {
        done({ status: 0, headers: {}, text: '', error: `no answer within ${TIMEOUT_MS} ms` });
        req.destroy();
      });
      req.on('error', (error) =>
        done({ status: 0, headers: {}, text: '', error: `request: ${error.message}` }),
      );
      req.end(body);
    });
  }

  private keepCookies(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** GET /csrf: the token of the current session (starting one if needed). */
  async refreshToken(): Promise<void> {
    const response = await this.send({ method: 'GET', url: '/api/v1/csrf' });
    if (response.status !== 200) throw new Error(`GET /csrf answered ${response.status}`);
    this.token = (JSON.parse(response.text) as { token: string }).token;
  }

  /** Sends JSON and expects one of `statuses`; answers the parsed body. */
  async json<T>(method: string, url: string, body: unknown, statuses = [200, 201]): Promise<T> {
    const response = await this.send({
      method,
      url,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!statuses.includes(response.status)) {
      throw new Error(
        `${method} ${url} answered ${response.status}: ${response.text.slice(0, 300)}`,
      );
    }
    return (response.text ? JSON.parse(response.text) : undefined) as T;
  }
}
