import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Vehicles1764028800000 implements MigrationInterface {
  name = 'Vehicles1764028800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "vehicles" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "type" varchar(12) NOT NULL,
        "name" varchar(25) NOT NULL,
        "passengers" smallint NOT NULL,
        "blocked" boolean NOT NULL DEFAULT false,
        "price_cents" jsonb NOT NULL,
        "deposit_cents" integer,
        "licence" varchar(8) NOT NULL,
        "extra_barbecue" boolean NOT NULL DEFAULT false,
        "extra_music_box" boolean NOT NULL DEFAULT false,
        "extra_binoculars" boolean NOT NULL DEFAULT false,
        "captain_cents_per_hour" integer,
        "description_de" varchar(2000) NOT NULL,
        "description_en" varchar(2000) NOT NULL,
        "deleted_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_vehicles" PRIMARY KEY ("id")
      )`);
    // Unique ignoring case among the vehicles in service; a deleted vehicle frees its name.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_vehicles_active_name" ON "vehicles" (lower("name")) WHERE "deleted_at" IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE "vehicle_images" (
        "vehicle_id" uuid NOT NULL,
        "position" smallint NOT NULL,
        "image_id" varchar(32) NOT NULL,
        CONSTRAINT "PK_vehicle_images" PRIMARY KEY ("vehicle_id", "position"),
        CONSTRAINT "FK_vehicle_images_vehicle" FOREIGN KEY ("vehicle_id")
          REFERENCES "vehicles" ("id") ON DELETE CASCADE
      )`);
    // "Is this picture still used?" before its files are removed.
    await queryRunner.query(
      `CREATE INDEX "IDX_vehicle_images_image" ON "vehicle_images" ("image_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "vehicle_log" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "vehicle_id" uuid NOT NULL,
        "vehicle_name" varchar(25) NOT NULL,
        "vehicle_type" varchar(12) NOT NULL,
        "action" varchar(10) NOT NULL,
        "changed_by" varchar(60) NOT NULL,
        "at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_vehicle_log" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_vehicle_log_at" ON "vehicle_log" ("at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "vehicle_log"`);
    await queryRunner.query(`DROP TABLE "vehicle_images"`);
    await queryRunner.query(`DROP TABLE "vehicles"`);
  }
}
