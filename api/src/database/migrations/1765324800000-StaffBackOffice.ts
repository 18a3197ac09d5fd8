import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff back office: an append-only audit of staff actions on bookings, blacklist entries and
 * inbox items linked to their booking, to-dos with their author, a secret calendar-feed token per
 * vehicle, and indexes for the day list, the unfinished bookings and the booking log.
 */
export class StaffBackOffice1765324800000 implements MigrationInterface {
  name = 'StaffBackOffice1765324800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "booking_audit" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "booking_id" uuid NOT NULL,
        "action" varchar(8) NOT NULL,
        "actor_id" uuid,
        "actor_name" varchar(60) NOT NULL,
        "before" jsonb NOT NULL,
        "after" jsonb NOT NULL,
        "at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_booking_audit" PRIMARY KEY ("id"),
        CONSTRAINT "FK_booking_audit_booking" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_booking_audit_action" CHECK ("action" IN ('reprice', 'comment', 'cancel', 'ban', 'paid'))
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_booking_audit_booking" ON "booking_audit" ("booking_id", "at")`,
    );
    // History is written once: no code path, and no mistaken SQL, can rewrite an audit row.
    await queryRunner.query(`
      CREATE FUNCTION "booking_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'booking_audit rows cannot be changed' USING ERRCODE = 'restrict_violation';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_booking_audit_append_only" BEFORE UPDATE ON "booking_audit"
        FOR EACH ROW EXECUTE FUNCTION "booking_audit_append_only"()`);

    // Stored texts carry the author suffix ('… (Abgesagt durch {name})'), so they need room.
    await queryRunner.query(`
      ALTER TABLE "bookings"
        ALTER "price_change_reason" TYPE varchar(300),
        ALTER "cancellation_reason" TYPE varchar(300)`);
    // The day list reads bookings by period (the exclusion constraint's index leads with the
    // vehicle); the banner and the log read unpaid ended bookings and recent ones.
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_period" ON "bookings" USING gist ("period") WHERE "cancelled_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_unpaid_end" ON "bookings" (upper("period")) WHERE "paid" = false AND "cancelled_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_created_at" ON "bookings" ("created_at", "id")`,
    );

    // A ban names at least one of name, phone and e-mail (spec §5), not necessarily the name.
    await queryRunner.query(`
      ALTER TABLE "blacklist_entries"
        ALTER "name" DROP NOT NULL,
        ALTER "name_key" DROP NOT NULL,
        ALTER "reason" TYPE varchar(300),
        ADD "booking_id" uuid,
        ADD "booked_day" date,
        ADD CONSTRAINT "FK_blacklist_entries_booking" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE SET NULL,
        ADD CONSTRAINT "CHK_blacklist_entries_identity" CHECK ("name" IS NOT NULL OR "email" IS NOT NULL OR "phone" IS NOT NULL)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_blacklist_entries_created_at" ON "blacklist_entries" ("created_at", "id")`,
    );

    await queryRunner.query(`
      ALTER TABLE "inbox_items"
        ADD "booking_id" uuid,
        ADD "created_by" varchar(60),
        ADD CONSTRAINT "FK_inbox_items_booking" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE SET NULL`);
    await queryRunner.query(
      `CREATE INDEX "IDX_inbox_items_type_open" ON "inbox_items" ("type", "received_at", "id") WHERE "ticked_off_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_inbox_items_type_done" ON "inbox_items" ("type", "ticked_off_at", "id") WHERE "ticked_off_at" IS NOT NULL`,
    );

    await queryRunner.query(`ALTER TABLE "vehicles" ADD "calendar_token" varchar(43)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "vehicles" DROP COLUMN "calendar_token"`);
    await queryRunner.query(`DROP INDEX "IDX_inbox_items_type_done"`);
    await queryRunner.query(`DROP INDEX "IDX_inbox_items_type_open"`);
    await queryRunner.query(`
      ALTER TABLE "inbox_items"
        DROP CONSTRAINT "FK_inbox_items_booking", DROP COLUMN "booking_id", DROP COLUMN "created_by"`);
    await queryRunner.query(`DROP INDEX "IDX_blacklist_entries_created_at"`);
    await queryRunner.query(`DELETE FROM "blacklist_entries" WHERE "name" IS NULL`);
    await queryRunner.query(`
      ALTER TABLE "blacklist_entries"
        DROP CONSTRAINT "CHK_blacklist_entries_identity",
        DROP CONSTRAINT "FK_blacklist_entries_booking",
        DROP COLUMN "booked_day",
        DROP COLUMN "booking_id",
        ALTER "reason" TYPE varchar(200) USING left("reason", 200),
        ALTER "name_key" SET NOT NULL,
        ALTER "name" SET NOT NULL`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_created_at"`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_unpaid_end"`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_period"`);
    await queryRunner.query(`
      ALTER TABLE "bookings"
        ALTER "price_change_reason" TYPE varchar(200) USING left("price_change_reason", 200),
        ALTER "cancellation_reason" TYPE varchar(200) USING left("cancellation_reason", 200)`);
    await queryRunner.query(`DROP TABLE "booking_audit"`);
    await queryRunner.query(`DROP FUNCTION "booking_audit_append_only"()`);
  }
}
