import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import type { IncomingMessage, RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import { deliveryErrorText, forbiddenAddressClass, isLocalHostName } from './webhooks.rules';

export interface AttemptOutcome {
  /** The receiver's status code; null when no answer came (refused, network error, timeout). */
  status: number | null;
  responseTimeMs: number | null;
  /** Why it failed, for the delivery log (short, never the receiver's body); null = 2xx. */
  error: string | null;
  /** False when the SSRF guard refused the target: no connection was made. */
  connected: boolean;
}

export interface PostOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  /** Resolves a host name to every address (tests replace it). */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

const resolveAll = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

class RefusedTarget extends Error {}

/**
 * The one address a delivery may connect to: the host's addresses are resolved once and every one
 * must be public (unless private targets are allowed); the first is then used for the connection
 * itself, so a second DNS answer (rebinding) cannot swap in another address.
 */
async function checkedAddress(url: URL, options: PostOptions): Promise<LookupAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  if (!options.allowPrivate && isLocalHostName(host)) {
    throw new RefusedTarget(`refused: ${host} is this machine`);
  }
  const addresses: LookupAddress[] =
    family !== 0 ? [{ address: host, family }] : await (options.resolve ?? resolveAll)(host);
  if (addresses.length === 0) throw new Error(`no address for ${host}`);
  if (!options.allowPrivate) {
    for (const { address } of addresses) {
      const kind = forbiddenAddressClass(address);
      if (kind !== null) {
        throw new RefusedTarget(
          family !== 0
            ? `refused: ${host} is a ${kind} address`
            : `refused: ${host} resolves to a ${kind} address (${address})`,
        );
      }
    }
  }
  return addresses[0]!;
}

/** A `lookup` for the socket that always answers the checked address. */
function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return ((
    _hostname: string,
    options: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    if (options?.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
}

/**
 * POSTs one webhook: at most `timeoutMs` in all (DNS included), no redirects followed, nothing of
 * the answer kept but its status. Never throws.
 */
export async function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
): Promise<AttemptOutcome> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { status: null, responseTimeMs: null, error: 'invalid URL', connected: false };
  }
  const schemes = options.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) {
    return { status: null, responseTimeMs: null, error: 'refused: not https', connected: false };
  }
  let timer: NodeJS.Timeout | undefined;
  const controller = new AbortController();
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      const limit =
        options.timeoutMs >= 1000
          ? `${Math.round(options.timeoutMs / 1000)} s`
          : `${options.timeoutMs} ms`;
      reject(new Error(`timeout after ${limit}`));
    }, options.timeoutMs);
  });
  try {
    let connected = false;
    const attempt = (async () => {
      const pinned = await checkedAddress(url, options);
      connected = true;
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const requestOptions: RequestOptions = {
        method: 'POST',
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(pinned),
        // A fresh connection per delivery: no pooled socket to another address is reused.
        agent: false,
        signal: controller.signal,
      };
      return new Promise<number>((resolve, reject) => {
        const req = send(requestOptions, (res: IncomingMessage) => {
          // Only the status matters; the body is never read into memory or the log.
          resolve(res.statusCode ?? 0);
          res.destroy();
        });
        req.on('error', reject);
        req.end(body);
      });
    })();
    attempt.catch(() => undefined);
    try {
      const status = await Promise.race([attempt, deadline]);
      const responseTimeMs = elapsed();
      if (status >= 200 && status <= 299) {
        return { status, responseTimeMs, error: null, connected: true };
      }
      const error =
        status >= 300 && status <= 399 ? `HTTP ${status}: redirect not followed` : `HTTP ${status}`;
      return { status, responseTimeMs, error, connected: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const code = (error as { code?: unknown }).code;
      const text =
        typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
      return {
        status: null,
        responseTimeMs: connected ? elapsed() : null,
        error: deliveryErrorText(text),
        connected: connected && !(error instanceof RefusedTarget),
      };
    }
  } finally {
    clearTimeout(timer);
  }
}
