import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PrawnOrders1764288000000 implements MigrationInterface {
  name = 'PrawnOrders1764288000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "prawn_orders" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "first_name" varchar(25) NOT NULL,
        "last_name" varchar(25) NOT NULL,
        "email" varchar(50) NOT NULL,
        "street" varchar(50) NOT NULL,
        "additional" varchar(50) NOT NULL,
        "postal" varchar(10) NOT NULL,
        "city" varchar(30) NOT NULL,
        "country" varchar(20) NOT NULL,
        "price_cents" integer NOT NULL,
        "ordered_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_prawn_orders" PRIMARY KEY ("id")
      )`);
    // The owner's list: newest first.
    await queryRunner.query(
      `CREATE INDEX "IDX_prawn_orders_ordered_at" ON "prawn_orders" ("ordered_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "prawn_orders"`);
  }
}
