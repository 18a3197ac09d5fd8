import { Client } from 'pg';
import { E2E_DATABASE_URL } from './environment';

/** Runs one query against the app's database, to check what a journey stored. */
export async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
