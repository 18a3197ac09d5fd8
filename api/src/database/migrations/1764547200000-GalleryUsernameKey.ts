import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ArtAlley user names are compared in a normalised form, so look-alikes are one name: NFKC
 * (fullwidth Ａｄａ → Ada, ligature ﬁ → fi), then lower case. Before, only lower(username) was
 * unique, so `Ada` and `Ａｄａ` could both register and pose as each other.
 *
 * The key is defined once, in the database (gallery_username_key), and a trigger keeps
 * `username_key` in step with `username` for every writer (the API, the demo seed, manual SQL);
 * the API finds members by `username_key = gallery_username_key($1)`. Lower case uses the
 * built-in `pg_c_utf8` collation (Unicode simple case mapping), so the key does not depend on the
 * database's locale.
 *
 * Existing members get their key here. Where existing names collide under the new key, the
 * oldest member (created_at, then id) keeps it; the younger ones keep their rows, comments and
 * votes but get no key (NULL), so they can no longer log in and their name's key belongs to the
 * oldest member.
 */
export class GalleryUsernameKey1764547200000 implements MigrationInterface {
  name = 'GalleryUsernameKey1764547200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION gallery_username_key(name text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        RETURN lower(normalize(name, NFKC) COLLATE pg_c_utf8)`);
    await queryRunner.query(`ALTER TABLE "gallery_members" ADD "username_key" text`);
    await queryRunner.query(`
      UPDATE "gallery_members" AS member SET "username_key" = oldest.key
        FROM (
          SELECT DISTINCT ON (gallery_username_key(username))
                 id, gallery_username_key(username) AS key
            FROM "gallery_members"
           ORDER BY gallery_username_key(username), created_at, id
        ) AS oldest
       WHERE member.id = oldest.id`);
    await queryRunner.query(`DROP INDEX "UQ_gallery_members_username"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_gallery_members_username_key" ON "gallery_members" ("username_key")`,
    );
    await queryRunner.query(`
      CREATE FUNCTION gallery_members_set_username_key() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
          NEW.username_key := gallery_username_key(NEW.username);
          RETURN NEW;
        END
        $$`);
    await queryRunner.query(`
      CREATE TRIGGER "gallery_members_username_key"
        BEFORE INSERT OR UPDATE OF "username" ON "gallery_members"
        FOR EACH ROW EXECUTE FUNCTION gallery_members_set_username_key()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "gallery_members_username_key" ON "gallery_members"`);
    await queryRunner.query(`DROP FUNCTION gallery_members_set_username_key()`);
    await queryRunner.query(`DROP INDEX "UQ_gallery_members_username_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_gallery_members_username" ON "gallery_members" (lower("username"))`,
    );
    await queryRunner.query(`ALTER TABLE "gallery_members" DROP COLUMN "username_key"`);
    await queryRunner.query(`DROP FUNCTION gallery_username_key(text)`);
  }
}
