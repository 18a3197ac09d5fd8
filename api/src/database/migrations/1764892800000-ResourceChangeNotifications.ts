import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tables behind the cached public reads (common/cache) and the resource each one feeds.
 * Keep in step with PUBLIC_RESOURCES in common/cache/public-resources.ts.
 */
const WATCHED = [
  { table: 'vehicles', resource: 'vehicles' },
  { table: 'vehicle_images', resource: 'vehicles' },
  { table: 'business_settings', resource: 'business-settings' },
  { table: 'days', resource: 'days' },
  // Votes and comments change the list through gallery_items' like_count and comment_count.
  { table: 'gallery_items', resource: 'gallery-items' },
] as const;

const triggerName = (table: string) => `${table}_resource_changed`;

/**
 * Every committed change of a watched table announces itself with
 * `NOTIFY resource_changed, '<resource>'`, whoever wrote it: this process, another replica, the
 * demo seed or an operator's SQL. Each API process listens and drops its cached answers of that
 * resource. Statement-level triggers send one notification per statement (PostgreSQL also folds
 * equal notifications of one transaction into one), and a rolled-back transaction sends none, so
 * a simulated demo write invalidates nothing.
 */
export class ResourceChangeNotifications1764892800000 implements MigrationInterface {
  name = 'ResourceChangeNotifications1764892800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_resource_changed() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('resource_changed', TG_ARGV[0]);
          RETURN NULL;
        END
        $$`);
    for (const { table, resource } of WATCHED) {
      await queryRunner.query(`
        CREATE TRIGGER "${triggerName(table)}"
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
          FOR EACH STATEMENT EXECUTE FUNCTION notify_resource_changed('${resource}')`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of WATCHED) {
      await queryRunner.query(`DROP TRIGGER "${triggerName(table)}" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION notify_resource_changed()`);
  }
}
