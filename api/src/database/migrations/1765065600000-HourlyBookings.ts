import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hourly bookings with their customers' details, one-time verification codes, and the blacklist
 * the code step checks. A booking's period must be a real, bounded range: an empty range would
 * block nothing and an open one everything after it (the exclusion constraint accepts both).
 */
export class HourlyBookings1765065600000 implements MigrationInterface {
  name = 'HourlyBookings1765065600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "bookings"
        ADD "booked_day" date,
        ADD "start_hour" real,
        ADD "hours" real,
        ADD "extras" text[] NOT NULL DEFAULT '{}',
        ADD "adults" smallint NOT NULL DEFAULT 1,
        ADD "children" smallint NOT NULL DEFAULT 0,
        ADD "child_age_from" smallint,
        ADD "child_age_to" smallint,
        ADD "street" varchar(50),
        ADD "supplement" varchar(50),
        ADD "zip_city" varchar(50),
        ADD "comment" varchar(200),
        ADD "lang" varchar(2) NOT NULL DEFAULT 'de',
        ADD "new_price_cents" integer,
        ADD "price_change_reason" varchar(200),
        ADD "comment_history" jsonb NOT NULL DEFAULT '[]',
        ADD "employee_id" uuid,
        ADD CONSTRAINT "CHK_bookings_period_bounded"
          CHECK (NOT isempty("period") AND NOT lower_inf("period") AND NOT upper_inf("period"))`);
    await queryRunner.query(`
      CREATE TABLE "verification_codes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "email" varchar(50) NOT NULL,
        "code_hash" varchar(64) NOT NULL,
        "failed_attempts" smallint NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        CONSTRAINT "PK_verification_codes" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_verification_codes_email_created" ON "verification_codes" ("email", "created_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "blacklist_entries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(50) NOT NULL,
        "email" varchar(50),
        "phone" varchar(25),
        "name_key" varchar(50) NOT NULL,
        "email_key" varchar(50),
        "phone_key" varchar(25),
        "reason" varchar(200),
        "banned_by" varchar(60),
        "example" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_blacklist_entries" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_blacklist_entries_name_key" ON "blacklist_entries" ("name_key")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_blacklist_entries_email_key" ON "blacklist_entries" ("email_key")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_blacklist_entries_phone_key" ON "blacklist_entries" ("phone_key")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "blacklist_entries"`);
    await queryRunner.query(`DROP TABLE "verification_codes"`);
    await queryRunner.query(`
      ALTER TABLE "bookings"
        DROP CONSTRAINT "CHK_bookings_period_bounded",
        DROP COLUMN "booked_day", DROP COLUMN "start_hour", DROP COLUMN "hours",
        DROP COLUMN "extras", DROP COLUMN "adults", DROP COLUMN "children",
        DROP COLUMN "child_age_from", DROP COLUMN "child_age_to", DROP COLUMN "street",
        DROP COLUMN "supplement", DROP COLUMN "zip_city", DROP COLUMN "comment",
        DROP COLUMN "lang", DROP COLUMN "new_price_cents", DROP COLUMN "price_change_reason",
        DROP COLUMN "comment_history", DROP COLUMN "employee_id"`);
  }
}
