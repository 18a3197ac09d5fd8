import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A visitor's order from the ParallaxPrawns landing page (spec §3 "Prawn order request"). */
@Entity({ name: 'prawn_orders' })
// Serves the newest-first keyset pages (read backwards); the id orders equal times.
@Index('IDX_prawn_orders_ordered_at_id', ['orderedAt', 'id'])
// The same for the demo account, which sees the examples only.
@Index('IDX_prawn_orders_example_ordered_at_id', ['orderedAt', 'id'], { where: '"example"' })
export class PrawnOrder {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_prawn_orders' })
  id: string;

  @Column({ name: 'first_name', type: 'varchar', length: 25 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 25 })
  lastName: string;

  @Column({ type: 'varchar', length: 50 })
  email: string;

  @Column({ type: 'varchar', length: 50 })
  street: string;

  @Column({ type: 'varchar', length: 50 })
  additional: string;

  @Column({ type: 'varchar', length: 10 })
  postal: string;

  @Column({ type: 'varchar', length: 30 })
  city: string;

  @Column({ type: 'varchar', length: 20 })
  country: string;

  /** What the order costs, fixed when it was placed. */
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @CreateDateColumn({ name: 'ordered_at', type: 'timestamptz' })
  orderedAt: Date;

  /** A fictitious record written by the demo seeds; the demo account sees only these. */
  @Column({ type: 'boolean', default: false })
  example: boolean;
}
