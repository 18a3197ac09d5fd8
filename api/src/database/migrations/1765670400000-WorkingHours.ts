import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff working hours per day (spec §3 "Working days"). */
export class WorkingHours1765670400000 implements MigrationInterface {
  name = 'WorkingHours1765670400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "working_days" (
        "employee_id" uuid NOT NULL,
        "day" date NOT NULL,
        "hours" numeric(3,1) NOT NULL,
        "example" boolean NOT NULL DEFAULT false,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_working_days" PRIMARY KEY ("employee_id", "day"),
        CONSTRAINT "CHK_working_days_hours" CHECK ("hours" >= 0 AND "hours" <= 24),
        CONSTRAINT "FK_working_days_employee" FOREIGN KEY ("employee_id")
          REFERENCES "employees"("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "working_days"`);
  }
}
