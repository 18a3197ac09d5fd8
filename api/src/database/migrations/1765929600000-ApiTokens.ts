import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tokens for scripts and third parties (issue 24): stored as SHA-256 hashes only. */
export class ApiTokens1765929600000 implements MigrationInterface {
  name = 'ApiTokens1765929600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "api_tokens" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(60) NOT NULL,
        "prefix" varchar(16) NOT NULL,
        "token_hash" varchar(64) NOT NULL,
        "scopes" text[] NOT NULL,
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz,
        "revoked_at" timestamptz,
        "last_used_at" timestamptz,
        CONSTRAINT "PK_api_tokens" PRIMARY KEY ("id"),
        CONSTRAINT "FK_api_tokens_created_by" FOREIGN KEY ("created_by")
          REFERENCES "employees"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_api_tokens_hash" ON "api_tokens" ("token_hash")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_api_tokens_created_by" ON "api_tokens" ("created_by")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "api_tokens"`);
  }
}
