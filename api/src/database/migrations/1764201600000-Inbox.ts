import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Inbox1764201600000 implements MigrationInterface {
  name = 'Inbox1764201600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "inbox_items" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "type" varchar(12) NOT NULL,
        "name" varchar(60) NOT NULL,
        "phone" varchar(25),
        "email" varchar(50),
        "body" varchar(2000) NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        "ticked_off_by" varchar(60),
        "ticked_off_at" timestamptz,
        CONSTRAINT "PK_inbox_items" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_inbox_items_received_at" ON "inbox_items" ("received_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "inbox_items"`);
  }
}
