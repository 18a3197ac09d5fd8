import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The app under test: its own port, data directory and embedded PostgreSQL port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54398);
export const E2E_DATA_DIR = join(tmpdir(), `showcase-e2e-${E2E_PORT}`);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${E2E_PG_PORT}/showcase`;
