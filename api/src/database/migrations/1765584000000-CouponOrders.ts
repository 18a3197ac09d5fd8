import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gift coupons ordered by visitors (issue 21): the buyer's details, what is printed on the coupon
 * and how it is paid. A PayPal order now pays for either a stay or a coupon, never both and
 * never neither: the database refuses it, whatever the code does.
 */
export class CouponOrders1765584000000 implements MigrationInterface {
  name = 'CouponOrders1765584000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "coupons"
        ADD "payment_method" varchar(13),
        ADD "salutation" varchar(4),
        ADD "buyer_street" varchar(50),
        ADD "buyer_supplement" varchar(50),
        ADD "buyer_zip_city" varchar(50),
        ADD "recipient" varchar(25),
        ADD "message" varchar(300),
        ADD "background" smallint,
        ADD "lang" varchar(2),
        ADD "paid_at" timestamptz,
        ADD CONSTRAINT "CHK_coupons_background" CHECK ("background" IS NULL OR "background" BETWEEN 1 AND 3),
        ADD CONSTRAINT "CHK_coupons_payment_method" CHECK ("payment_method" IS NULL OR "payment_method" IN ('bank_transfer', 'paypal'))`);
    await queryRunner.query(`
      ALTER TABLE "paypal_orders"
        ALTER COLUMN "booking_id" DROP NOT NULL,
        ADD "coupon_id" uuid,
        ADD CONSTRAINT "FK_paypal_orders_coupon" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id"),
        ADD CONSTRAINT "CHK_paypal_orders_purpose" CHECK (num_nonnulls("booking_id", "coupon_id") = 1)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_paypal_orders_coupon" ON "paypal_orders" ("coupon_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_paypal_orders_coupon"`);
    await queryRunner.query(`DELETE FROM "paypal_orders" WHERE "booking_id" IS NULL`);
    await queryRunner.query(`
      ALTER TABLE "paypal_orders"
        DROP CONSTRAINT "CHK_paypal_orders_purpose",
        DROP CONSTRAINT "FK_paypal_orders_coupon",
        DROP COLUMN "coupon_id",
        ALTER COLUMN "booking_id" SET NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE "coupons"
        DROP CONSTRAINT "CHK_coupons_payment_method",
        DROP CONSTRAINT "CHK_coupons_background",
        DROP COLUMN "payment_method", DROP COLUMN "salutation", DROP COLUMN "buyer_street",
        DROP COLUMN "buyer_supplement", DROP COLUMN "buyer_zip_city", DROP COLUMN "recipient",
        DROP COLUMN "message", DROP COLUMN "background", DROP COLUMN "lang", DROP COLUMN "paid_at"`);
  }
}
