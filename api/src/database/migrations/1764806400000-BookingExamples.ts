import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bookings and stays carry customers' names, e-mail addresses and phone numbers: like every
 * table of personal data they get `example` (true only for demo seeds), so the public demo
 * account sees none of the real ones (common/demo/demo-visibility.ts).
 */
export class BookingExamples1764806400000 implements MigrationInterface {
  name = 'BookingExamples1764806400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "example" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN IF EXISTS "example"`);
  }
}
