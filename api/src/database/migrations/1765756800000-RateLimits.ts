import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters shared by all API replicas, in rate-limiter-flexible's PostgreSQL layout
 * (key, points, expire in epoch milliseconds). Created here rather than by the library at run time
 * (`tableCreated: true`), so starting replicas run no DDL. No entity: only the library reads and
 * writes it; stale rows are short-lived counters, so the table is UNLOGGED (a crash empties it,
 * which only resets limits) and every write skips the WAL.
 */
export class RateLimits1765756800000 implements MigrationInterface {
  name = 'RateLimits1765756800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE UNLOGGED TABLE "rate_limits" (
        "key" varchar(255) NOT NULL,
        "points" integer NOT NULL DEFAULT 0,
        "expire" bigint,
        CONSTRAINT "PK_rate_limits" PRIMARY KEY ("key")
      )`);
    // The library's sweep deletes expired rows (`WHERE expire < $1`).
    await queryRunner.query(`CREATE INDEX "IDX_rate_limits_expire" ON "rate_limits" ("expire")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rate_limits"`);
  }
}
