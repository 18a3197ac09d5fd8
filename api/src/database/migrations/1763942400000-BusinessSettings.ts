import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BusinessSettings1763942400000 implements MigrationInterface {
  name = 'BusinessSettings1763942400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "business_settings" (
        "id" smallint NOT NULL,
        "hiring" boolean NOT NULL DEFAULT false,
        "general_opening_hour" smallint NOT NULL,
        "general_closing_hour" smallint NOT NULL,
        "off_season_start" varchar(5),
        "off_season_end" varchar(5),
        "season_begin_start" varchar(5),
        "season_begin_end" varchar(5),
        "season_begin_opening_hour" smallint,
        "season_begin_closing_hour" smallint,
        "season_end_start" varchar(5),
        "season_end_end" varchar(5),
        "season_end_opening_hour" smallint,
        "season_end_closing_hour" smallint,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_business_settings" PRIMARY KEY ("id")
      )`);
    // The one row every installation starts with: open 9 to 18, no seasons, not hiring.
    await queryRunner.query(
      `INSERT INTO "business_settings" ("id", "general_opening_hour", "general_closing_hour") VALUES (1, 9, 18)`,
    );

    await queryRunner.query(`
      CREATE TABLE "days" (
        "date" date NOT NULL,
        "blocked" boolean NOT NULL DEFAULT false,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_days" PRIMARY KEY ("date")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "days"`);
    await queryRunner.query(`DROP TABLE "business_settings"`);
  }
}
