import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A calendar day an admin blocked (or unblocked again); days without a row are free. */
@Entity({ name: 'days' })
export class Day {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_days' })
  date: string;

  @Column({ type: 'boolean', default: false })
  blocked: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
