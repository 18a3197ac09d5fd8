import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The day's takings (spec §3 "Cash position log"), raised by each checkout in its transaction.
 * Example takings (demo seeds) are kept apart, so the demo account sees only those.
 */
@Entity({ name: 'cash_positions' })
export class CashPosition {
  @PrimaryColumn({
    name: 'register_day',
    type: 'date',
    primaryKeyConstraintName: 'PK_cash_positions',
  })
  registerDay: string;

  @PrimaryColumn({ type: 'boolean', primaryKeyConstraintName: 'PK_cash_positions' })
  example: boolean;

  @Column({ name: 'income_cents', type: 'bigint', default: 0 })
  incomeCents: string;
}
