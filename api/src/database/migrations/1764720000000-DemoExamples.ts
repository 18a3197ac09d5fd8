import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables that hold real people's personal data; the demo account sees their examples only. */
const PERSONAL_DATA_TABLES = [
  'prawn_orders',
  'contact_requests',
  'inbox_items',
  'employees',
] as const;

/**
 * The two requests the 'contact-request-examples' seed wrote before rows could be marked. Their
 * addresses use reserved domains (RFC 2606), so no real sender can have them.
 */
const SEEDED_CONTACT_REQUESTS = [
  ['Bäckerei Sonnenschein', 'info@baeckerei-sonnenschein.example'],
  ['Lena Hoffmann', 'lena.hoffmann@example.org'],
] as const;

/**
 * Every table of personal data gets `example` (false unless a demo seed writes it): the public
 * demo account sees only those rows (common/demo/demo-visibility.ts). The examples seeded
 * earlier are marked. A partial index keeps the demo account's newest-first order pages as cheap
 * as root's, however many real orders there are.
 */
export class DemoExamples1764720000000 implements MigrationInterface {
  name = 'DemoExamples1764720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of PERSONAL_DATA_TABLES) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD COLUMN IF NOT EXISTS "example" boolean NOT NULL DEFAULT false`,
      );
    }
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "IDX_prawn_orders_example_ordered_at_id"
         ON "prawn_orders" ("ordered_at", "id") WHERE "example"`,
    );
    for (const [sender, email] of SEEDED_CONTACT_REQUESTS) {
      await queryRunner.query(
        `UPDATE "contact_requests" SET "example" = true
          WHERE "sender" = $1 AND "email" = $2
            AND EXISTS (SELECT 1 FROM "seed_history" WHERE "name" = 'contact-request-examples')`,
        [sender, email],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_prawn_orders_example_ordered_at_id"`);
    for (const table of PERSONAL_DATA_TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN IF EXISTS "example"`);
    }
  }
}
