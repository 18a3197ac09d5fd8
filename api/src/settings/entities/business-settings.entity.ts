import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The rental business's one settings row (id 1), created by the migration. */
@Entity({ name: 'business_settings' })
export class BusinessSettings {
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'PK_business_settings' })
  id: number;

  @Column({ type: 'boolean', default: false })
  hiring: boolean;

  @Column({ name: 'general_opening_hour', type: 'smallint' })
  generalOpeningHour: number;

  @Column({ name: 'general_closing_hour', type: 'smallint' })
  generalClosingHour: number;

  /** Month-days 'MM-DD'; the year never matters. */
  @Column({ name: 'off_season_start', type: 'varchar', length: 5, nullable: true })
  offSeasonStart: string | null;

  @Column({ name: 'off_season_end', type: 'varchar', length: 5, nullable: true })
  offSeasonEnd: string | null;

  @Column({ name: 'season_begin_start', type: 'varchar', length: 5, nullable: true })
  seasonBeginStart: string | null;

  @Column({ name: 'season_begin_end', type: 'varchar', length: 5, nullable: true })
  seasonBeginEnd: string | null;

  @Column({ name: 'season_begin_opening_hour', type: 'smallint', nullable: true })
  seasonBeginOpeningHour: number | null;

  @Column({ name: 'season_begin_closing_hour', type: 'smallint', nullable: true })
  seasonBeginClosingHour: number | null;

  @Column({ name: 'season_end_start', type: 'varchar', length: 5, nullable: true })
  seasonEndStart: string | null;

  @Column({ name: 'season_end_end', type: 'varchar', length: 5, nullable: true })
  seasonEndEnd: string | null;

  @Column({ name: 'season_end_opening_hour', type: 'smallint', nullable: true })
  seasonEndOpeningHour: number | null;

  @Column({ name: 'season_end_closing_hour', type: 'smallint', nullable: true })
  seasonEndClosingHour: number | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
