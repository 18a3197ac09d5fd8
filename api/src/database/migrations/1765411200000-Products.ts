import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Products the cash register sells besides bookings. The database itself keeps a stock from going
 * below zero, whatever the code does (the register sells by conditional updates).
 */
export class Products1765411200000 implements MigrationInterface {
  name = 'Products1765411200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "products" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "type" varchar(8) NOT NULL,
        "name" varchar(20) NOT NULL,
        "price_cents" integer NOT NULL,
        "actual_stock" integer,
        "target_stock" integer,
        "changed_by" varchar(60) NOT NULL,
        "changed_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_products" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_products_type" CHECK ("type" IN ('drinks', 'foods', 'others', 'services')),
        CONSTRAINT "CHK_products_stock" CHECK (("actual_stock" IS NULL OR "actual_stock" >= 0) AND ("target_stock" IS NULL OR "target_stock" >= 0)),
        CONSTRAINT "CHK_products_price" CHECK ("price_cents" >= 0)
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_products_type_name" ON "products" ("type", "name")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "products"`);
  }
}
