import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cash register: its append-only, hash-chained log and the days' takings; a coupon's use at
 * the register is linked to its checkout in the coupon ledger.
 */
export class CashRegister1765497600000 implements MigrationInterface {
  name = 'CashRegister1765497600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "cashregister_log" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "receipt_number" integer NOT NULL,
        "created_at" timestamptz NOT NULL,
        "register_day" date NOT NULL,
        "cashier" varchar(60) NOT NULL,
        "cashier_id" uuid,
        "payment_method" varchar(6) NOT NULL,
        "booking_id" uuid,
        "booking_vehicle" varchar(25),
        "booking_hours" real,
        "booking_nights" smallint,
        "booking_day" date,
        "booking_cents" integer,
        "sold_coupon_id" uuid,
        "sold_coupon_cents" integer,
        "products" jsonb NOT NULL DEFAULT '[]',
        "coupon_hint" varchar(4),
        "coupon_cents" integer NOT NULL DEFAULT 0,
        "coupon_balance_cents" integer,
        "income_cents" integer NOT NULL,
        "received_cents" integer,
        "change_cents" integer,
        "vat_cents" integer NOT NULL,
        "idempotency_key" varchar(64),
        "request_hash" varchar(64),
        "previous_hash" varchar(64) NOT NULL,
        "hash" varchar(64) NOT NULL,
        "example" boolean NOT NULL DEFAULT false,
        CONSTRAINT "PK_cashregister_log" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_cashregister_log_receipt" UNIQUE ("receipt_number"),
        CONSTRAINT "UQ_cashregister_log_idempotency_key" UNIQUE ("idempotency_key"),
        CONSTRAINT "CHK_cashregister_log_method" CHECK ("payment_method" IN ('cash', 'card', 'paypal', 'coupon')),
        CONSTRAINT "CHK_cashregister_log_money" CHECK ("income_cents" >= 0 AND "coupon_cents" >= 0 AND "vat_cents" >= 0 AND ("change_cents" IS NULL OR "change_cents" >= 0))
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_cashregister_log_created" ON "cashregister_log" ("created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cashregister_log_booking" ON "cashregister_log" ("booking_id")`,
    );
    // Money records are written once: no code path, and no mistaken SQL, rewrites or removes one.
    // (Someone who disables the trigger is still found by the hash chain.)
    await queryRunner.query(`
      CREATE FUNCTION "cashregister_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'cashregister_log rows cannot be changed' USING ERRCODE = 'restrict_violation';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_cashregister_log_append_only" BEFORE UPDATE OR DELETE ON "cashregister_log"
        FOR EACH ROW EXECUTE FUNCTION "cashregister_log_append_only"()`);

    await queryRunner.query(`
      CREATE TABLE "cash_positions" (
        "register_day" date NOT NULL,
        "example" boolean NOT NULL,
        "income_cents" bigint NOT NULL DEFAULT 0,
        CONSTRAINT "PK_cash_positions" PRIMARY KEY ("register_day", "example")
      )`);

    await queryRunner.query(`ALTER TABLE "coupon_redemptions" ADD "checkout_id" uuid`);
    await queryRunner.query(`
      ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "FK_coupon_redemptions_checkout"
        FOREIGN KEY ("checkout_id") REFERENCES "cashregister_log"("id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_coupon_redemptions_checkout" ON "coupon_redemptions" ("checkout_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_coupon_redemptions_checkout"`);
    await queryRunner.query(
      `ALTER TABLE "coupon_redemptions" DROP CONSTRAINT "FK_coupon_redemptions_checkout"`,
    );
    await queryRunner.query(`ALTER TABLE "coupon_redemptions" DROP COLUMN "checkout_id"`);
    await queryRunner.query(`DROP TABLE "cash_positions"`);
    await queryRunner.query(`DROP TABLE "cashregister_log"`);
    await queryRunner.query(`DROP FUNCTION "cashregister_log_append_only"()`);
  }
}
