import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { StaffRole } from '../../common/access/principals';

@Entity({ name: 'employees' })
@Check('CHK_employees_role', `"role" IN ('root', 'admin', 'employee')`)
@Index('UQ_employees_email', ['email'], { unique: true })
export class Employee {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_employees' })
  id: string;

  @Column({ name: 'first_name', type: 'varchar', length: 25 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 25 })
  lastName: string;

  /** Always lower-cased, so the unique index means "unique ignoring case". */
  @Column({ type: 'varchar', length: 50 })
  email: string;

  @Column({ type: 'varchar', length: 25, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  street: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  additional: string | null;

  @Column({ name: 'zip_and_city', type: 'varchar', length: 50, nullable: true })
  zipAndCity: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 10, default: 'employee' })
  role: StaffRole;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'boolean', default: false })
  demo: boolean;

  /**
   * A fictitious staff member written by the demo seeds: listed for the demo account, never able
   * to log in (unlike the fixed demo account, which is `demo`).
   */
  @Column({ type: 'boolean', default: false })
  example: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
