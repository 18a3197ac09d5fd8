import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Employee } from './employee.entity';

/** A single-use password reset link; only the SHA-256 of the token is stored. */
@Entity({ name: 'password_reset_tokens' })
@Index('UQ_password_reset_tokens_hash', ['tokenHash'], { unique: true })
@Index('IDX_password_reset_tokens_employee', ['employeeId', 'createdAt'])
export class PasswordResetToken {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_password_reset_tokens' })
  id: string;

  @Column({ name: 'employee_id', type: 'uuid' })
  employeeId: string;

  @ManyToOne(() => Employee, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'employee_id',
    foreignKeyConstraintName: 'FK_password_reset_tokens_employee',
  })
  employee?: Employee;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
