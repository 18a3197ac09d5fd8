import { Check, Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const PRODUCT_TYPES = ['drinks', 'foods', 'others', 'services'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * Something the cash register sells besides bookings (spec §3 "Product"). Stock is counted for
 * goods: the actual stock can never go below zero (the register reduces it by conditional
 * updates); services have no stock.
 */
@Entity({ name: 'products' })
@Index('IDX_products_type_name', ['type', 'name'])
@Check('CHK_products_type', `"type" IN ('drinks', 'foods', 'others', 'services')`)
@Check(
  'CHK_products_stock',
  `("actual_stock" IS NULL OR "actual_stock" >= 0) AND ("target_stock" IS NULL OR "target_stock" >= 0)`,
)
@Check('CHK_products_price', `"price_cents" >= 0`)
export class Product {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_products' })
  id: string;

  @Column({ type: 'varchar', length: 8 })
  type: ProductType;

  @Column({ type: 'varchar', length: 20 })
  name: string;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  /** What is on the shelf; null: not counted (services). */
  @Column({ name: 'actual_stock', type: 'integer', nullable: true })
  actualStock: number | null;

  /** What should be on the shelf; the stock shows only when there is one (spec §9). */
  @Column({ name: 'target_stock', type: 'integer', nullable: true })
  targetStock: number | null;

  /** 'Hinzugefügt von / Geändert von {name}' (spec §7 created_or_changed_by). */
  @Column({ name: 'changed_by', type: 'varchar', length: 60 })
  changedBy: string;

  @UpdateDateColumn({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;
}
