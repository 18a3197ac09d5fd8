import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The app under test: its own port, data directory and embedded PostgreSQL port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54398);
export const E2E_DATA_DIR = join(tmpdir(), `showcase-e2e-${E2E_PORT}`);
/** Browser sessions the setup project saves for the journeys to share (beside, not in, the app's data). */
export const E2E_AUTH_DIR = join(tmpdir(), `showcase-e2e-${E2E_PORT}-auth`);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${E2E_PG_PORT}/showcase`;
export const E2E_MAIL_SMTP_PORT = Number(process.env.E2E_MAIL_SMTP_PORT ?? 54396);
/** The local mail inbox (maildev) the app starts without SMTP_URL; its REST API lists mails. */
export const E2E_MAIL_WEB_PORT = Number(process.env.E2E_MAIL_WEB_PORT ?? 54397);
export const E2E_MAIL_INBOX_URL = `http://127.0.0.1:${E2E_MAIL_WEB_PORT}`;
/** The root account of the e2e server. */
export const E2E_ROOT = { email: 'root@example.com', password: 'e2e-root-pass' };

/** The fake of PayPal's REST API the e2e server pays against (started by global-setup.ts). */
export const E2E_PAYPAL_PORT = Number(process.env.E2E_PAYPAL_PORT ?? 54394);
export const E2E_PAYPAL = {
  clientId: 'fake-client-id',
  clientSecret: 'fake-client-secret',
  apiBase: `http://127.0.0.1:${E2E_PAYPAL_PORT}`,
};

/**
 * The webhook receiver's TLS certificate (self-signed for 127.0.0.1, test-only key beside it):
 * the e2e server trusts it through NODE_EXTRA_CA_CERTS, so deliveries are real https with the
 * certificate checked, as in production.
 */
export const E2E_WEBHOOK_TLS = {
  cert: join(__dirname, 'tls', 'receiver-cert.pem'),
  key: join(__dirname, 'tls', 'receiver-key.pem'),
};
