import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Artworks may carry a title (at most 80 characters, see TITLE_MAX in gallery.rules.ts): the
 * large view shows it and uses it as the picture's text alternative. Existing artworks have none.
 */
export class GalleryItemTitles1764979200000 implements MigrationInterface {
  name = 'GalleryItemTitles1764979200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_items" ADD "title" varchar(80)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_items" DROP COLUMN "title"`);
  }
}
