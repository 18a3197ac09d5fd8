import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StaffAccounts1763856000000 implements MigrationInterface {
  name = 'StaffAccounts1763856000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "employees" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "first_name" varchar(25) NOT NULL,
        "last_name" varchar(25) NOT NULL,
        "email" varchar(50) NOT NULL,
        "phone" varchar(25),
        "street" varchar(50),
        "additional" varchar(50),
        "zip_and_city" varchar(50),
        "password_hash" varchar(255) NOT NULL,
        "role" varchar(10) NOT NULL DEFAULT 'employee',
        "active" boolean NOT NULL DEFAULT true,
        "demo" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_employees" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_employees_role" CHECK ("role" IN ('root', 'admin', 'employee'))
      )`);
    // E-mail addresses are unique ignoring case; the service stores them lower-cased.
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_employees_email" ON "employees" ("email")`);

    await queryRunner.query(`
      CREATE TABLE "password_reset_tokens" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "employee_id" uuid NOT NULL,
        "token_hash" varchar(64) NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_password_reset_tokens" PRIMARY KEY ("id"),
        CONSTRAINT "FK_password_reset_tokens_employee" FOREIGN KEY ("employee_id")
          REFERENCES "employees" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_password_reset_tokens_hash" ON "password_reset_tokens" ("token_hash")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_password_reset_tokens_employee" ON "password_reset_tokens" ("employee_id", "created_at")`,
    );
    // Ending an account's sessions looks sessions up by the staff id inside the JSON.
    await queryRunner.query(
      `CREATE INDEX "IDX_session_staff_id" ON "session" ((("sess" -> 'staff') ->> 'id'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_session_staff_id"`);
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
    await queryRunner.query(`DROP TABLE "employees"`);
  }
}
