import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The lists that grow and their newest-first order (time, then id for equal times). */
const LISTS = [
  { table: 'gallery_items', column: 'uploaded_at' },
  { table: 'contact_requests', column: 'sent_at' },
  { table: 'prawn_orders', column: 'ordered_at' },
] as const;

/**
 * The gallery, the owner's inbox and the prawn orders are read a page at a time by
 * `(time, id) < (cursor)`. A composite index on both keys answers that and the ORDER BY in one
 * backward index scan; it also serves everything the single-column index served, which goes.
 */
export class KeysetPagination1764460800000 implements MigrationInterface {
  name = 'KeysetPagination1764460800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, column } of LISTS) {
      await queryRunner.query(
        `CREATE INDEX "IDX_${table}_${column}_id" ON "${table}" ("${column}", "id")`,
      );
      await queryRunner.query(`DROP INDEX "IDX_${table}_${column}"`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table, column } of LISTS) {
      await queryRunner.query(`CREATE INDEX "IDX_${table}_${column}" ON "${table}" ("${column}")`);
      await queryRunner.query(`DROP INDEX "IDX_${table}_${column}_id"`);
    }
  }
}
