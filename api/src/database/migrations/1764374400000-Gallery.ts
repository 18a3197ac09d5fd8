import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Gallery1764374400000 implements MigrationInterface {
  name = 'Gallery1764374400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "gallery_members" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "username" varchar(14) NOT NULL,
        "password_hash" varchar(255) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_gallery_members" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_gallery_members_username" ON "gallery_members" (lower("username"))`,
    );
    await queryRunner.query(`
      CREATE TABLE "gallery_items" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "image_id" varchar(32) NOT NULL,
        "uploader_name" varchar(60) NOT NULL,
        "like_count" integer NOT NULL DEFAULT 0,
        "comment_count" integer NOT NULL DEFAULT 0,
        "uploaded_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_gallery_items" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_gallery_items_uploaded_at" ON "gallery_items" ("uploaded_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "gallery_comments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "item_id" uuid NOT NULL,
        "parent_id" uuid,
        "author_id" uuid NOT NULL,
        "author_name" varchar(14) NOT NULL,
        "body" varchar(300) NOT NULL,
        "depth" smallint NOT NULL,
        "like_count" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_gallery_comments" PRIMARY KEY ("id"),
        CONSTRAINT "FK_gallery_comments_item" FOREIGN KEY ("item_id")
          REFERENCES "gallery_items" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_gallery_comments_parent" FOREIGN KEY ("parent_id")
          REFERENCES "gallery_comments" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_gallery_comments_author" FOREIGN KEY ("author_id")
          REFERENCES "gallery_members" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_gallery_comments_item" ON "gallery_comments" ("item_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_gallery_comments_parent" ON "gallery_comments" ("parent_id")`,
    );
    for (const [table, target, column] of [
      ['gallery_item_votes', 'gallery_items', 'item_id'],
      ['gallery_comment_votes', 'gallery_comments', 'comment_id'],
    ] as const) {
      const short = table === 'gallery_item_votes' ? 'item' : 'comment';
      await queryRunner.query(`
        CREATE TABLE "${table}" (
          "${column}" uuid NOT NULL,
          "member_id" uuid NOT NULL,
          "value" smallint NOT NULL,
          CONSTRAINT "PK_${table}" PRIMARY KEY ("${column}", "member_id"),
          CONSTRAINT "FK_${table}_${short}" FOREIGN KEY ("${column}")
            REFERENCES "${target}" ("id") ON DELETE CASCADE,
          CONSTRAINT "FK_${table}_member" FOREIGN KEY ("member_id")
            REFERENCES "gallery_members" ("id") ON DELETE CASCADE
        )`);
    }
    await queryRunner.query(`
      CREATE TABLE "gallery_seen_items" (
        "item_id" uuid NOT NULL,
        "member_id" uuid NOT NULL,
        CONSTRAINT "PK_gallery_seen_items" PRIMARY KEY ("item_id", "member_id"),
        CONSTRAINT "FK_gallery_seen_items_item" FOREIGN KEY ("item_id")
          REFERENCES "gallery_items" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_gallery_seen_items_member" FOREIGN KEY ("member_id")
          REFERENCES "gallery_members" ("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'gallery_seen_items',
      'gallery_comment_votes',
      'gallery_item_votes',
      'gallery_comments',
      'gallery_items',
      'gallery_members',
    ]) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
