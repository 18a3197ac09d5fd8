import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks (issue 24 §3): endpoints admins register, the outbox of events written in the
 * transaction of each change, and one delivery row per event and endpoint with its attempts.
 * Deleting an endpoint deletes its delivery log.
 */
export class Webhooks1765843200000 implements MigrationInterface {
  name = 'Webhooks1765843200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "webhook_endpoints" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "url" varchar(2000) NOT NULL,
        "description" varchar(200),
        "events" text[] NOT NULL,
        "enabled" boolean NOT NULL DEFAULT true,
        "disabled_reason" varchar(200),
        "secret_sealed" varchar(200) NOT NULL,
        "secret_prefix" varchar(16) NOT NULL,
        "consecutive_failures" integer NOT NULL DEFAULT 0,
        "last_success_at" timestamptz,
        "example" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webhook_endpoints" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_endpoints_created" ON "webhook_endpoints" ("created_at", "id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "webhook_events" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "type" varchar(40) NOT NULL,
        "data" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webhook_events" PRIMARY KEY ("id")
      )`);
    // Events older than the retention are deleted daily (with their deliveries).
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_events_created" ON "webhook_events" ("created_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "webhook_deliveries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "endpoint_id" uuid NOT NULL,
        "event_id" uuid NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "response_status" integer,
        "response_time_ms" integer,
        "last_error" varchar(200),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_attempt_at" timestamptz,
        "delivered_at" timestamptz,
        CONSTRAINT "PK_webhook_deliveries" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_webhook_deliveries_status" CHECK ("status" IN ('pending', 'retrying', 'delivered', 'failed')),
        CONSTRAINT "FK_webhook_deliveries_endpoint" FOREIGN KEY ("endpoint_id")
          REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_webhook_deliveries_event" FOREIGN KEY ("event_id")
          REFERENCES "webhook_events"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_event" ON "webhook_deliveries" ("event_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_events"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
