import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  agencyPlaceholderWarning,
  ConfigError,
  loadConfig,
  placeholderAgencyVariables,
} from './app-config';

const SECRET = { SESSION_SECRET: 's'.repeat(32) };

function errorFor(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ ...SECRET, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({ ...SECRET });
    expect(config).toMatchObject({
      port: 3000,
      demoMode: true,
      businessTimeZone: 'Europe/Berlin',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      rateLimitPerMinute: 300,
    });
    expect(config.agency.email).toBe('kontakt@example.com');
  });

  it.each([
    ['PORT', 'abc', /PORT must be an integer from 1 to 65535/],
    ['PORT', '70000', /PORT must be an integer/],
    ['DEMO_MODE', 'yes', /DEMO_MODE must be "true" or "false"/],
    ['BUSINESS_TZ', 'Mars/Olympus', /BUSINESS_TZ must be an IANA time zone/],
    [
      'DATABASE_URL',
      'mysql://x@y/z',
      /DATABASE_URL must be a URL starting with postgres: or postgresql:/,
    ],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of/],
    ['AGENCY_EMAIL', 'not-an-address', /AGENCY_EMAIL must be an e-mail address/],
    ['SESSION_SECRET', 'short', /SESSION_SECRET must be at least 32 characters/],
    [
      'RATE_LIMIT_PER_MINUTE',
      '0',
      /RATE_LIMIT_PER_MINUTE must be an integer from 1 to 1000000 \(got "0"\)/,
    ],
    ['RATE_LIMIT_PER_MINUTE', 'lots', /RATE_LIMIT_PER_MINUTE must be an integer/],
  ])('rejects %s=%s with one line naming the variable', (variable, value, message) => {
    const error = errorFor({ [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain('\n');
  });

  it('requires SESSION_SECRET when an external database is used', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' })).toThrow(
      /SESSION_SECRET must be set/,
    );
  });

  it('generates the session secret once for the embedded default and keeps it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-test-'));
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
  });

  it('reads the operator details for the legal pages', () => {
    const config = loadConfig({
      ...SECRET,
      AGENCY_OWNER: 'Erika Musterfrau',
      AGENCY_VAT_ID: 'DE123456789',
    });
    expect(config.agency.owner).toBe('Erika Musterfrau');
    expect(config.agency.vatId).toBe('DE123456789');
  });

  it('reads the default rate limit per address (a shared office address may need more)', () => {
    expect(loadConfig({ ...SECRET, RATE_LIMIT_PER_MINUTE: '2000' }).rateLimitPerMinute).toBe(2000);
  });

  it('does not serve the web client when SERVE_WEB=false', () => {
    expect(loadConfig({ ...SECRET, SERVE_WEB: 'false' }).webDistDir).toBeUndefined();
  });
});

describe('placeholder operator details', () => {
  const REAL_OPERATOR = {
    AGENCY_OWNER: 'Erika Musterfrau-Schmidt',
    AGENCY_STREET: 'Sternallee 7',
    AGENCY_PHONE: '+49 30 7654321',
    AGENCY_EMAIL: 'hallo@sternsinger-webdesign.de',
    AGENCY_REGISTER_ENTRY: 'Amtsgericht Berlin-Charlottenburg, HRB 123456',
    AGENCY_VAT_ID: 'DE123456789',
  };
  const agencyOf = (env: Record<string, string>) => loadConfig({ ...SECRET, ...env }).agency;

  it('finds every example detail of a fresh clone and names all AGENCY_* variables in one line', () => {
    const agency = agencyOf({});
    expect(placeholderAgencyVariables(agency)).toEqual([
      'AGENCY_OWNER',
      'AGENCY_STREET',
      'AGENCY_PHONE',
      'AGENCY_EMAIL',
      'AGENCY_REGISTER_ENTRY',
      'AGENCY_VAT_ID',
    ]);
    const warning = agencyPlaceholderWarning(agency);
    expect(warning).not.toContain('\n');
    for (const variable of [
      'AGENCY_NAME',
      'AGENCY_OWNER',
      'AGENCY_STREET',
      'AGENCY_POSTAL_CODE',
      'AGENCY_CITY',
      'AGENCY_PHONE',
      'AGENCY_EMAIL',
      'AGENCY_REGISTER_ENTRY',
      'AGENCY_VAT_ID',
    ]) {
      expect(warning).toContain(variable);
    }
  });

  it('is silent once the operator set their own details (brand name and Berlin may stay)', () => {
    const agency = agencyOf(REAL_OPERATOR);
    expect(agency.name).toBe('Sternsinger Webdesign');
    expect(placeholderAgencyVariables(agency)).toEqual([]);
    expect(agencyPlaceholderWarning(agency)).toBeUndefined();
  });

  it('names only what is still missing when some details are set', () => {
    const { AGENCY_VAT_ID: _kept, ...withoutVatId } = REAL_OPERATOR;
    expect(placeholderAgencyVariables(agencyOf(withoutVatId))).toEqual(['AGENCY_VAT_ID']);
    expect(agencyPlaceholderWarning(agencyOf(withoutVatId))).toMatch(
      /\(still placeholders: AGENCY_VAT_ID\)/,
    );
  });

  it.each(['info@example.org', 'post@mail.example.com', 'hallo@sternsinger.example', 'a@b.test'])(
    'counts %s, an address on a domain reserved for examples, as a placeholder',
    (email) => {
      expect(
        placeholderAgencyVariables(agencyOf({ ...REAL_OPERATOR, AGENCY_EMAIL: email })),
      ).toEqual(['AGENCY_EMAIL']);
    },
  );

  it('accepts real domains that merely contain the word', () => {
    const email = 'kontakt@notexample.com';
    expect(placeholderAgencyVariables(agencyOf({ ...REAL_OPERATOR, AGENCY_EMAIL: email }))).toEqual(
      [],
    );
  });
});

describe('media storage configuration', () => {
  const S3 = {
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'rental-media',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'minio',
    S3_SECRET_ACCESS_KEY: 'minio-secret',
  };

  it('keeps pictures in the local directory by default', () => {
    const config = loadConfig({ ...SECRET });
    expect(config.mediaStorage).toEqual({ driver: 'local' });
    expect(config.mediaPublicBaseUrl).toBeUndefined();
  });

  it('reads the S3 driver and the public base URL (without a trailing slash)', () => {
    const config = loadConfig({
      ...SECRET,
      ...S3,
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_BASE_URL: 'https://media.example.com/rental-media/',
    });
    expect(config.mediaStorage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'rental-media',
      region: 'eu-central-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
    });
    expect(config.mediaPublicBaseUrl).toBe('https://media.example.com/rental-media');
  });

  it.each(['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])(
    'requires %s when MEDIA_STORAGE=s3',
    (name) => {
      const error = errorFor({ ...S3, [name]: '' });
      expect(error.variable).toBe(name);
      expect(error.message).toBe(
        `Invalid configuration: ${name} must be set when MEDIA_STORAGE=s3.`,
      );
    },
  );

  it('names the bad variable', () => {
    expect(errorFor({ MEDIA_STORAGE: 'ftp' }).variable).toBe('MEDIA_STORAGE');
    expect(errorFor({ ...S3, S3_BUCKET: 'Not_A_Bucket' }).variable).toBe('S3_BUCKET');
    expect(errorFor({ ...S3, S3_ENDPOINT: 'ftp://x' }).variable).toBe('S3_ENDPOINT');
    expect(errorFor({ ...S3, S3_FORCE_PATH_STYLE: 'yes' }).variable).toBe('S3_FORCE_PATH_STYLE');
    expect(errorFor({ MEDIA_PUBLIC_BASE_URL: 'media.example.com' }).variable).toBe(
      'MEDIA_PUBLIC_BASE_URL',
    );
  });

  it('ignores the S3 variables for the local driver', () => {
    expect(loadConfig({ ...SECRET, S3_BUCKET: 'Not_A_Bucket' }).mediaStorage.driver).toBe('local');
  });
});

describe('webhook configuration', () => {
  it('refuses private targets and retries for more than a day by default', () => {
    const { webhooks } = loadConfig({ ...SECRET });
    expect(webhooks).toEqual({ allowPrivate: false, retryDelaySeconds: 30, retryLimit: 12 });
    // pg-boss waits at least delay × 2^n before retry n+1: the retries span more than 24 hours.
    const minimumSeconds = Array.from(
      { length: webhooks.retryLimit },
      (_, n) => webhooks.retryDelaySeconds * 2 ** n,
    ).reduce((sum, seconds) => sum + seconds, 0);
    expect(minimumSeconds).toBeGreaterThan(24 * 3600);
  });

  it('reads the test settings', () => {
    const { webhooks } = loadConfig({
      ...SECRET,
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      WEBHOOK_RETRY_LIMIT: '2',
    });
    expect(webhooks).toEqual({ allowPrivate: true, retryDelaySeconds: 1, retryLimit: 2 });
  });

  it.each([
    ['WEBHOOKS_ALLOW_PRIVATE', 'yes'],
    ['WEBHOOK_RETRY_DELAY_SECONDS', '0'],
    ['WEBHOOK_RETRY_LIMIT', '21'],
  ])('names %s=%s', (variable, value) => {
    expect(errorFor({ [variable]: value }).variable).toBe(variable);
  });
});

describe('job polling', () => {
  it('polls each queue every second by default', () => {
    expect(loadConfig({ ...SECRET }).jobs).toEqual({ pollIntervalMs: 1000 });
  });

  it('takes pg-boss’s minimum of 500 ms (the tests use it)', () => {
    expect(loadConfig({ ...SECRET, JOB_POLL_INTERVAL_MS: '500' }).jobs.pollIntervalMs).toBe(500);
  });

  it.each(['499', '0', '60001', '1s'])('refuses JOB_POLL_INTERVAL_MS=%s at start-up', (value) => {
    const error = errorFor({ JOB_POLL_INTERVAL_MS: value });
    expect(error.variable).toBe('JOB_POLL_INTERVAL_MS');
    expect(error.message).toBe(
      `Invalid configuration: JOB_POLL_INTERVAL_MS must be an integer from 500 to 60000 (got "${value}").`,
    );
  });
});
