import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A gift coupon. Its code is stored only as a hash; its balance falls with every use and the
 * database keeps it between 0 and the coupon's value.
 */
@Entity({ name: 'coupons' })
@Unique('UQ_coupons_code_hash', ['codeHash'])
@Check('CHK_coupons_background', `"background" IS NULL OR "background" BETWEEN 1 AND 3`)
@Check(
  'CHK_coupons_payment_method',
  `"payment_method" IS NULL OR "payment_method" IN ('bank_transfer', 'paypal')`,
)
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

  /**
   * How an ordered coupon is paid: a bank transfer (listed at the cash register until paid) or
   * PayPal (paid when captured; an order broken off stays unpaid and is listed nowhere). Null for
   * coupons made otherwise.
   */
  @Column({ name: 'payment_method', type: 'varchar', length: 13, nullable: true })
  paymentMethod: 'bank_transfer' | 'paypal' | null;

  /** The buyer's salutation (mr, ms, none), for the mails. */
  @Column({ type: 'varchar', length: 4, nullable: true })
  salutation: 'mr' | 'ms' | 'none' | null;

  @Column({ name: 'buyer_street', type: 'varchar', length: 50, nullable: true })
  buyerStreet: string | null;

  @Column({ name: 'buyer_supplement', type: 'varchar', length: 50, nullable: true })
  buyerSupplement: string | null;

  @Column({ name: 'buyer_zip_city', type: 'varchar', length: 50, nullable: true })
  buyerZipCity: string | null;

  /** Who the coupon is for, printed on it. */
  @Column({ type: 'varchar', length: 25, nullable: true })
  recipient: string | null;

  /** The buyer's words, printed on it. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  message: string | null;

  /** The picture it is printed on (1 to 3). */
  @Column({ type: 'smallint', nullable: true })
  background: number | null;

  /** The language of the buyer's mails and the printed coupon. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  lang: 'de' | 'en' | null;

  /** When the money arrived (at the cash register or through PayPal). */
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** Written by demo seeds only. */
  @Column({ type: 'boolean', default: false })
  example: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
