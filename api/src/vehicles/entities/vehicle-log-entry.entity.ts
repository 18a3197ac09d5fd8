import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const VEHICLE_LOG_ACTIONS = ['added', 'changed', 'blocked', 'unblocked', 'deleted'] as const;
export type VehicleLogAction = (typeof VEHICLE_LOG_ACTIONS)[number];

/** Who added, changed, blocked or deleted which vehicle, and when (spec §3 "Vehicle log entry"). */
@Entity({ name: 'vehicle_log' })
@Index('IDX_vehicle_log_at', ['at'])
export class VehicleLogEntry {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_vehicle_log' })
  id: string;

  /** Kept as text: the entry stays readable after the vehicle is gone. */
  @Column({ name: 'vehicle_id', type: 'uuid' })
  vehicleId: string;

  @Column({ name: 'vehicle_name', type: 'varchar', length: 25 })
  vehicleName: string;

  @Column({ name: 'vehicle_type', type: 'varchar', length: 12 })
  vehicleType: string;

  @Column({ type: 'varchar', length: 10 })
  action: VehicleLogAction;

  @Column({ name: 'changed_by', type: 'varchar', length: 60 })
  changedBy: string;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;
}
