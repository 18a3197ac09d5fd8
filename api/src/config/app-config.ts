import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { EMAIL_MAX, EMAIL_PATTERN } from '../common/http/patterns';

/** The repository root, seen from both `src/config` (ts-jest) and `dist/config` (built). */
const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');

export interface AgencyDetails {
  name: string;
  owner: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  registerEntry: string;
  vatId: string;
}

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  /** Absent: the embedded PostgreSQL under `dataDir/postgres` is used. */
  databaseUrl: string | undefined;
  embeddedPostgresPort: number;
  dataDir: string;
  /** Uploaded images and their variants (MEDIA_DIR, default `dataDir/media`). */
  mediaDir: string;
  /** Where pictures are kept: MEDIA_DIR (default) or an S3-compatible bucket (MEDIA_STORAGE=s3). */
  mediaStorage: MediaStorageConfig;
  /**
   * MEDIA_PUBLIC_BASE_URL: pictures are linked there (e.g. the bucket's public URL or a CDN) instead
   * of being served by the API; no trailing slash.
   */
  mediaPublicBaseUrl: string | undefined;
  demoMode: boolean;
  businessTimeZone: string;
  sessionSecret: string;
  /** Express `trust proxy` setting: false, a hop count, or a list of addresses. */
  trustProxy: boolean | number | string;
  /** Requests per minute per client address on routes without a tighter limit of their own. */
  rateLimitPerMinute: number;
  apiTokens: {
    /** API_TOKEN_RATE_LIMIT_PER_MINUTE: requests per minute per token, across all replicas. */
    requestsPerMinute: number;
    /** Requests with an invalid token per minute per client address before 429. */
    failuresPerMinute: number;
  };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Directory with the built web client; undefined when a separate web server serves it. */
  webDistDir: string | undefined;
  /** What a replica does on SIGTERM (rolling deploys). */
  shutdown: {
    /**
     * SHUTDOWN_DRAIN_MS: how long it still accepts connections while /health/ready answers 503,
     * so a balancer that polls readiness takes it out first (default 0: nginx's passive checks
     * simply move on when the connection is refused).
     */
    drainMs: number;
    /** SHUTDOWN_GRACE_MS: how long requests in flight may take to finish before they are cut. */
    graceMs: number;
  };
  database: {
    poolMax: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
  };
  agency: AgencyDetails;
  /** ArtAlley members who administer the gallery (lower case); staff root always does. */
  artAdminUsernames: string[];
  accounts: {
    rootEmail: string;
    /** Absent: an existing root keeps its password; a missing root gets a generated one (embedded only). */
    rootPassword: string | undefined;
    /** Root may always log in; without DATABASE_URL a generated password is acceptable. */
    allowGeneratedRootPassword: boolean;
    /**
     * The fixed verification code the booking page shows the root account (spec §4: root skips
     * the mailed code). Staff need no code on the server; this is what root's form displays.
     */
    rootBookingCode: string;
  };
  payments: {
    /** Where bank transfers for stays go (named in the confirmation mail). */
    bankAccount: { holder: string; iban: string; bic: string; bank: string };
    /** Absent: the PayPal option is shown disabled, bank transfer still works. */
    paypal: { clientId: string; clientSecret: string; apiBase: string } | undefined;
  };
  mail: {
    /** Absent: a local SMTP sink with a web inbox is started (never in production). */
    smtpUrl: string | undefined;
    from: string;
    sinkSmtpPort: number;
    sinkWebPort: number;
    /** First retry delay; it doubles with every failed attempt. */
    retryDelaySeconds: number;
  };
  webhooks: {
    /**
     * WEBHOOKS_ALLOW_PRIVATE: endpoints may be http:// and reach loopback, private and link-local
     * addresses. Tests only: otherwise a webhook could probe the server's own network.
     */
    allowPrivate: boolean;
    /** WEBHOOK_RETRY_DELAY_SECONDS: the first retry's delay; it doubles with every attempt. */
    retryDelaySeconds: number;
    /**
     * WEBHOOK_RETRY_LIMIT: retries after the first attempt. 12 with the default 30 s delay keep
     * retrying for more than 24 hours; a delivery that fails them all switches its endpoint off.
     */
    retryLimit: number;
  };
  jobs: {
    /**
     * JOB_POLL_INTERVAL_MS: how often each replica asks a queue (mail, webhook deliveries) for
     * work, and half as often for a scheduled task's slot. A job queued by this replica wakes
     * its own worker at once; the wait matters for other replicas, retries and delayed jobs.
     */
    pollIntervalMs: number;
  };
}

export type MediaStorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      /** Absent: the AWS endpoint of the region. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** MinIO and most self-hosted stores need `host/bucket/key` URLs. */
      forcePathStyle: boolean;
    };

/** One configuration problem: which variable, and what it must be. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly expected: string,
  ) {
    super(`Invalid configuration: ${variable} must be ${expected}.`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `an integer from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(name, `"true" or "false" (got "${raw}")`);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `one of ${allowed.join(', ')} (got "${raw}")`);
  }
  return raw as T;
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `a URL (${protocols.join(' or ')})`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `a URL starting with ${protocols.join(' or ')}`);
  }
  return raw;
}

function timeZone(env: Env, name: string, fallback: string): string {
  const zone = read(env, name) ?? fallback;
  try {
    new Intl.DateTimeFormat('de-DE', { timeZone: zone });
  } catch {
    throw new ConfigError(name, `an IANA time zone such as Europe/Berlin (got "${zone}")`);
  }
  return zone;
}

function trustProxy(env: Env): boolean | number | string {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^[\w.:/, -]+$/.test(raw)) return raw;
  throw new ConfigError('TRUST_PROXY', 'false, true, a hop count, or a list of proxy addresses');
}

/**
 * The session secret signs cookies. Production must supply it; the embedded default generates
 * one on first start and keeps it under DATA_DIR so sessions survive restarts.
 */
function sessionSecret(env: Env, dataDir: string, usesEmbeddedDatabase: boolean): string {
  const given = read(env, 'SESSION_SECRET');
  if (given !== undefined) {
    if (given.length < 32) throw new ConfigError('SESSION_SECRET', 'at least 32 characters long');
    return given;
  }
  if (!usesEmbeddedDatabase) {
    throw new ConfigError(
      'SESSION_SECRET',
      'set (32+ random characters) when DATABASE_URL is used',
    );
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Example details so a fresh clone runs; real operators set their own (see README). */
const EXAMPLE_AGENCY: AgencyDetails = {
  name: 'Sternsinger Webdesign',
  owner: 'Max Mustermann',
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  phone: '+49 30 1234567',
  email: 'kontakt@example.com',
  registerEntry: 'Amtsgericht Berlin-Charlottenburg, HRB 000000',
  vatId: 'DE000000000',
};

/** The variable behind each operator detail. */
export const AGENCY_VARIABLES: Readonly<Record<keyof AgencyDetails, string>> = {
  name: 'AGENCY_NAME',
  owner: 'AGENCY_OWNER',
  street: 'AGENCY_STREET',
  postalCode: 'AGENCY_POSTAL_CODE',
  city: 'AGENCY_CITY',
  phone: 'AGENCY_PHONE',
  email: 'AGENCY_EMAIL',
  registerEntry: 'AGENCY_REGISTER_ENTRY',
  vatId: 'AGENCY_VAT_ID',
};

function agency(env: Env): AgencyDetails {
  const text = (name: string, fallback: string, max = 120): string => {
    const value = read(env, name) ?? fallback;
    if (value.length > max) throw new ConfigError(name, `at most ${max} characters`);
    return value;
  };
  const email = text(AGENCY_VARIABLES.email, EXAMPLE_AGENCY.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new ConfigError(AGENCY_VARIABLES.email, 'an e-mail address');
  }
  return {
    name: text(AGENCY_VARIABLES.name, EXAMPLE_AGENCY.name),
    owner: text(AGENCY_VARIABLES.owner, EXAMPLE_AGENCY.owner),
    street: text(AGENCY_VARIABLES.street, EXAMPLE_AGENCY.street),
    postalCode: text(AGENCY_VARIABLES.postalCode, EXAMPLE_AGENCY.postalCode, 10),
    city: text(AGENCY_VARIABLES.city, EXAMPLE_AGENCY.city),
    phone: text(AGENCY_VARIABLES.phone, EXAMPLE_AGENCY.phone, 30),
    email,
    registerEntry: text(AGENCY_VARIABLES.registerEntry, EXAMPLE_AGENCY.registerEntry),
    vatId: text(AGENCY_VARIABLES.vatId, EXAMPLE_AGENCY.vatId, 20),
  };
}

/**
 * Details that cannot be anyone's real ones. The name is the showcase's brand and 10115 Berlin a
 * real place, so an operator may well keep those; a person, street, number or id from the
 * example may not.
 */
const PLACEHOLDER_FIELDS = ['owner', 'street', 'phone', 'email', 'registerEntry', 'vatId'] as const;

/** Domains reserved for examples (RFC 2606, RFC 6761): no real operator's mail address. */
const EXAMPLE_MAIL_DOMAIN =
  /@(?:[^@]+\.)?(?:example\.(?:com|net|org)|[^@]+\.(?:example|test|invalid|localhost))$/i;

/** The AGENCY_* variables whose value is still a placeholder (the example's, or an example domain). */
export function placeholderAgencyVariables(agency: AgencyDetails): string[] {
  return PLACEHOLDER_FIELDS.filter(
    (field) =>
      agency[field] === EXAMPLE_AGENCY[field] ||
      (field === 'email' && EXAMPLE_MAIL_DOMAIN.test(agency.email)),
  ).map((field) => AGENCY_VARIABLES[field]);
}

/**
 * One line for the start-up log while the imprint would show placeholders (fine for the demo,
 * not for a live site); undefined once the operator's own details are set.
 */
export function agencyPlaceholderWarning(agency: AgencyDetails): string | undefined {
  const placeholders = placeholderAgencyVariables(agency);
  if (placeholders.length === 0) return undefined;
  return (
    'The imprint and privacy pages show example operator details ' +
    `(still placeholders: ${placeholders.join(', ')}). Before going live, set ` +
    `${Object.values(AGENCY_VARIABLES).join(', ')} to the real operator's details ` +
    '(README: Before you go live).'
  );
}

/** A comma-separated list of ArtAlley usernames (4-14 characters each), kept in lower case. */
function usernames(env: Env, name: string, fallback: string[]): string[] {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const list = raw.split(',').map((entry) => entry.trim().toLowerCase());
  if (list.some((entry) => entry.length < 4 || entry.length > 14)) {
    throw new ConfigError(name, `comma-separated usernames of 4 to 14 characters (got "${raw}")`);
  }
  return list;
}

/** Reads and validates the whole configuration; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const dataDir = resolve(read(env, 'DATA_DIR') ?? join(REPOSITORY_ROOT, '.data'));
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const serveWeb = boolean(env, 'SERVE_WEB', true);
  const agencyDetails = agency(env);
  return {
    port,
    host: read(env, 'HOST') ?? '127.0.0.1',
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`,
    databaseUrl,
    embeddedPostgresPort: integer(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535),
    dataDir,
    mediaDir: resolve(read(env, 'MEDIA_DIR') ?? join(dataDir, 'media')),
    mediaStorage: mediaStorage(env),
    mediaPublicBaseUrl: url(env, 'MEDIA_PUBLIC_BASE_URL', ['http:', 'https:'])?.replace(/\/+$/, ''),
    demoMode: boolean(env, 'DEMO_MODE', true),
    businessTimeZone: timeZone(env, 'BUSINESS_TZ', 'Europe/Berlin'),
    sessionSecret: sessionSecret(env, dataDir, databaseUrl === undefined),
    trustProxy: trustProxy(env),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 300, 1, 1_000_000),
    apiTokens: {
      requestsPerMinute: integer(env, 'API_TOKEN_RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
      failuresPerMinute: 30,
    },
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      'info',
    ),
    webDistDir: serveWeb
      ? resolve(read(env, 'WEB_DIST_DIR') ?? join(REPOSITORY_ROOT, 'web', 'dist'))
      : undefined,
    shutdown: {
      drainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 0, 0, 60_000),
      graceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    },
    database: {
      poolMax: integer(env, 'DB_POOL_MAX', 10, 1, 100),
      connectTimeoutMs: integer(env, 'DB_CONNECT_TIMEOUT_MS', 2000, 100, 60000),
      statementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 5000, 100, 600000),
    },
    agency: agencyDetails,
    artAdminUsernames: usernames(env, 'ART_ADMIN_USERNAMES', []),
    accounts: {
      rootEmail: staffEmail(env, 'ROOT_EMAIL', 'root@example.com'),
      rootPassword: staffPassword(env, 'ROOT_PASSWORD'),
      allowGeneratedRootPassword: databaseUrl === undefined,
      rootBookingCode: rootBookingCode(env),
    },
    payments: payments(env),
    mail: {
      smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
      from: read(env, 'MAIL_FROM') ?? `"${agencyDetails.name}" <${agencyDetails.email}>`,
      sinkSmtpPort: integer(env, 'MAIL_SINK_SMTP_PORT', 1025, 1024, 65535),
      sinkWebPort: integer(env, 'MAIL_SINK_WEB_PORT', 1080, 1024, 65535),
      retryDelaySeconds: integer(env, 'MAIL_RETRY_DELAY_SECONDS', 30, 1, 3600),
    },
    webhooks: {
      allowPrivate: boolean(env, 'WEBHOOKS_ALLOW_PRIVATE', false),
      retryDelaySeconds: integer(env, 'WEBHOOK_RETRY_DELAY_SECONDS', 30, 1, 3600),
      retryLimit: integer(env, 'WEBHOOK_RETRY_LIMIT', 12, 0, 20),
    },
    jobs: {
      // pg-boss refuses to poll more often than every 500 ms.
      pollIntervalMs: integer(env, 'JOB_POLL_INTERVAL_MS', 1000, 500, 60_000),
    },
  };
}

function mediaStorage(env: Env): MediaStorageConfig {
  const driver = oneOf(env, 'MEDIA_STORAGE', ['local', 's3'] as const, 'local');
  if (driver === 'local') return { driver };
  const required = (name: string) => {
    const value = read(env, name);
    if (value === undefined) throw new ConfigError(name, 'set when MEDIA_STORAGE=s3');
    return value;
  };
  const bucket = required('S3_BUCKET');
  // S3 bucket naming rules (lower case, digits, dots, hyphens; 3 to 63 characters).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      'S3_BUCKET',
      `a bucket name (3 to 63 of a-z, 0-9, ".", "-"; got "${bucket}")`,
    );
  }
  return {
    driver,
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    bucket,
    region: required('S3_REGION'),
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

/** Staff log in with these, so they must pass the login rules. */
function staffEmail(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  if (value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value)) {
    throw new ConfigError(
      name,
      'an e-mail address of at most 50 characters with a 2-6 letter ending',
    );
  }
  return value.toLowerCase();
}

function staffPassword(env: Env, name: string): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (value.length < 4 || value.length > 20) throw new ConfigError(name, '4 to 20 characters long');
  return value;
}

/** PayPal's sandbox: real checkout pages, play money. */
export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

/**
 * The bank account defaults to a well-known example IBAN so the showcase mails look real; PayPal
 * is on only with both credentials (one without the other is a mistake worth stopping for).
 */
function payments(env: Env): AppConfig['payments'] {
  const clientId = read(env, 'PAYPAL_CLIENT_ID');
  const clientSecret = read(env, 'PAYPAL_CLIENT_SECRET');
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    throw new ConfigError(
      clientId === undefined ? 'PAYPAL_CLIENT_ID' : 'PAYPAL_CLIENT_SECRET',
      'set together with its partner (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET)',
    );
  }
  const apiBase = url(env, 'PAYPAL_API_BASE', ['https:', 'http:']) ?? PAYPAL_SANDBOX_API;
  const iban = (read(env, 'BANK_IBAN') ?? 'DE89370400440532013000')
    .replace(/\s/g, '')
    .toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) {
    throw new ConfigError('BANK_IBAN', 'an IBAN (two letters, two check digits, the account)');
  }
  return {
    bankAccount: {
      holder: read(env, 'BANK_ACCOUNT_HOLDER') ?? 'RentalRevolution Bootsverleih',
      iban,
      bic: read(env, 'BANK_BIC') ?? 'COBADEFFXXX',
      bank: read(env, 'BANK_NAME') ?? 'Commerzbank',
    },
    paypal:
      clientId !== undefined && clientSecret !== undefined
        ? { clientId, clientSecret, apiBase: apiBase.replace(/\/+$/, '') }
        : undefined,
  };
}

/** ROOT_BOOKING_CODE: five digits like every verification code (default 12345). */
function rootBookingCode(env: Env): string {
  const value = read(env, 'ROOT_BOOKING_CODE') ?? '12345';
  if (!/^\d{5}$/.test(value)) throw new ConfigError('ROOT_BOOKING_CODE', 'five digits');
  return value;
}

/** The configuration once the database is known (the embedded one is started before the app). */
export type ResolvedConfig = Omit<AppConfig, 'databaseUrl' | 'mail'> & {
  databaseUrl: string;
  /** The SMTP server in use: SMTP_URL, or the local sink's address. */
  mail: AppConfig['mail'] & { smtpUrl: string };
};
