import { Check, Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * One staff member's hours on one day (spec §3 "Working days"). The database keeps the hours
 * within 0–24; numeric(3,1) keeps exactly one decimal.
 */
@Entity({ name: 'working_days' })
@Check('CHK_working_days_hours', `"hours" >= 0 AND "hours" <= 24`)
export class WorkingDay {
  @PrimaryColumn({ name: 'employee_id', type: 'uuid', primaryKeyConstraintName: 'PK_working_days' })
  @ForeignKey('employees', { name: 'FK_working_days_employee', onDelete: 'CASCADE' })
  employeeId: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_working_days' })
  day: string;

  /** numeric comes back as text from pg; read it with Number(). */
  @Column({ type: 'numeric', precision: 3, scale: 1 })
  hours: string;

  /** Written by demo seeds only. */
  @Column({ type: 'boolean', default: false })
  example: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
