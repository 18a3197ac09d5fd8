import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Multi-day stays in the bookings table (they share its exclusion constraint with hourly
 * bookings), gift coupons with a redemption ledger, and PayPal orders. A coupon's balance can
 * neither go below zero nor above its value: the database refuses it, whatever the code does.
 */
export class StaysCouponsPayments1765152000000 implements MigrationInterface {
  name = 'StaysCouponsPayments1765152000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "coupons" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "code_hash" varchar(64) NOT NULL,
        "code_hint" varchar(4) NOT NULL,
        "initial_cents" integer NOT NULL,
        "balance_cents" integer NOT NULL,
        "paid" boolean NOT NULL DEFAULT false,
        "buyer_name" varchar(50),
        "buyer_email" varchar(50),
        "valid_until" date NOT NULL,
        "example" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_coupons" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_coupons_code_hash" UNIQUE ("code_hash"),
        CONSTRAINT "CHK_coupons_balance" CHECK ("initial_cents" > 0 AND "balance_cents" >= 0 AND "balance_cents" <= "initial_cents")
      )`);
    await queryRunner.query(`
      ALTER TABLE "bookings"
        ADD "salutation" varchar(5),
        ADD "end_day" date,
        ADD "nights" smallint,
        ADD "payment_method" varchar(13),
        ADD "coupon_id" uuid,
        ADD "coupon_cents" integer NOT NULL DEFAULT 0,
        ADD "hold_expires_at" timestamptz,
        ADD "cancellation_reason" varchar(200),
        ADD CONSTRAINT "FK_bookings_coupon" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id"),
        ADD CONSTRAINT "CHK_bookings_coupon_cents" CHECK ("coupon_cents" >= 0 AND "coupon_cents" <= "price_cents")`);
    // The hold-release job looks only at holds still waiting for their payment.
    await queryRunner.query(`
      CREATE INDEX "IDX_bookings_open_holds" ON "bookings" ("hold_expires_at")
        WHERE "hold_expires_at" IS NOT NULL AND "cancelled_at" IS NULL`);
    await queryRunner.query(`
      CREATE TABLE "coupon_redemptions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "coupon_id" uuid NOT NULL,
        "amount_cents" integer NOT NULL,
        "booking_id" uuid,
        "redeemed_by" varchar(60),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_coupon_redemptions" PRIMARY KEY ("id"),
        CONSTRAINT "FK_coupon_redemptions_coupon" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id"),
        CONSTRAINT "FK_coupon_redemptions_booking" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id"),
        CONSTRAINT "CHK_coupon_redemptions_amount" CHECK ("amount_cents" <> 0)
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_coupon_redemptions_coupon" ON "coupon_redemptions" ("coupon_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_coupon_redemptions_booking" ON "coupon_redemptions" ("booking_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "paypal_orders" (
        "id" varchar(36) NOT NULL,
        "booking_id" uuid NOT NULL,
        "amount_cents" integer NOT NULL,
        "currency" varchar(3) NOT NULL,
        "status" varchar(10) NOT NULL,
        "capture_id" varchar(36),
        "refund_id" varchar(36),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "captured_at" timestamptz,
        CONSTRAINT "PK_paypal_orders" PRIMARY KEY ("id"),
        CONSTRAINT "FK_paypal_orders_booking" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id"),
        CONSTRAINT "CHK_paypal_orders_status" CHECK ("status" IN ('created', 'captured', 'refunded'))
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_paypal_orders_booking" ON "paypal_orders" ("booking_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "paypal_orders"`);
    await queryRunner.query(`DROP TABLE "coupon_redemptions"`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_open_holds"`);
    await queryRunner.query(`
      ALTER TABLE "bookings"
        DROP CONSTRAINT "CHK_bookings_coupon_cents",
        DROP CONSTRAINT "FK_bookings_coupon",
        DROP COLUMN "salutation", DROP COLUMN "end_day", DROP COLUMN "nights",
        DROP COLUMN "payment_method", DROP COLUMN "coupon_id", DROP COLUMN "coupon_cents",
        DROP COLUMN "hold_expires_at", DROP COLUMN "cancellation_reason"`);
    await queryRunner.query(`DROP TABLE "coupons"`);
  }
}
