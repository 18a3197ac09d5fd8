import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Bookings1764115200000 implements MigrationInterface {
  name = 'Bookings1764115200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "bookings" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "kind" varchar(6) NOT NULL,
        "vehicle_id" uuid NOT NULL,
        "vehicle_name" varchar(25) NOT NULL,
        "period" tstzrange NOT NULL,
        "customer_name" varchar(50) NOT NULL,
        "customer_email" varchar(50) NOT NULL,
        "customer_phone" varchar(25) NOT NULL,
        "employee_name" varchar(60),
        "price_cents" integer NOT NULL,
        "paid" boolean NOT NULL DEFAULT false,
        "cancelled_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_bookings" PRIMARY KEY ("id"),
        CONSTRAINT "FK_bookings_vehicle" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles" ("id"),
        CONSTRAINT "EX_bookings_no_overlap"
          EXCLUDE USING gist ("vehicle_id" WITH =, "period" WITH &&) WHERE ("cancelled_at" IS NULL)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "bookings"`);
  }
}
