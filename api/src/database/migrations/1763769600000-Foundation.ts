import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763769600000 implements MigrationInterface {
  name = 'Foundation1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Exclusion constraints on booking periods (vehicle = and period &&) need btree_gist.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);

    // connect-pg-simple's table layout.
    await queryRunner.query(`
      CREATE TABLE "session" (
        "sid" varchar NOT NULL COLLATE "default",
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL,
        CONSTRAINT "session_pkey" PRIMARY KEY ("sid")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_session_expire" ON "session" ("expire")`);

    await queryRunner.query(`
      CREATE TABLE "seed_history" (
        "name" varchar(100) NOT NULL,
        "applied_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_seed_history" PRIMARY KEY ("name")
      )`);

    await queryRunner.query(`
      CREATE TABLE "contact_requests" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "sender" varchar(50) NOT NULL,
        "email" varchar(50) NOT NULL,
        "body" varchar(2000) NOT NULL,
        "sent_at" timestamptz NOT NULL DEFAULT now(),
        "seen" boolean NOT NULL DEFAULT false,
        CONSTRAINT "PK_contact_requests" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_requests_sent_at" ON "contact_requests" ("sent_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "contact_requests"`);
    await queryRunner.query(`DROP TABLE "seed_history"`);
    await queryRunner.query(`DROP TABLE "session"`);
  }
}
