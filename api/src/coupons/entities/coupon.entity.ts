import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A gift coupon. Its code is stored only as a hash; its balance falls with every use and the
 * database keeps it between 0 and the coupon's value.
 */
@Entity({ name: 'coupons' })
@Unique('UQ_coupons_code_hash', ['codeHash'])
@Check(
  'CHK_coupons_balance',
  `"initial_cents" > 0 AND "balance_cents" >= 0 AND "balance_cents" <= "initial_cents"`,
)
export class Coupon {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_coupons' })
  id: string;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  /** The code's last four characters, for staff to recognise it. */
  @Column({ name: 'code_hint', type: 'varchar', length: 4 })
  codeHint: string;

  @Column({ name: 'initial_cents', type: 'integer' })
  initialCents: number;

  @Column({ name: 'balance_cents', type: 'integer' })
  balanceCents: number;

  /** An unpaid coupon (ordered, not yet paid at the cash register) cannot be redeemed. */
  @Column({ type: 'boolean', default: false })
  paid: boolean;

  @Column({ name: 'buyer_name', type: 'varchar', length: 50, nullable: true })
  buyerName: string | null;

  @Column({ name: 'buyer_email', type: 'varchar', length: 50, nullable: true })
  buyerEmail: string | null;

  /** The last business-local day it can be redeemed. */
  @Column({ name: 'valid_until', type: 'date' })
  validUntil: string;

  /** Written by demo seeds only. */
  @Column({ type: 'boolean', default: false })
  example: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
