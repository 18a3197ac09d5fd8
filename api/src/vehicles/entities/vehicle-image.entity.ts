import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Vehicle } from './vehicle.entity';

/** A vehicle's picture at a position (0 = first); the files belong to the media module. */
@Entity({ name: 'vehicle_images' })
@Index('IDX_vehicle_images_image', ['imageId'])
export class VehicleImage {
  @PrimaryColumn({
    name: 'vehicle_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_vehicle_images',
  })
  vehicleId: string;

  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'PK_vehicle_images' })
  position: number;

  @Column({ name: 'image_id', type: 'varchar', length: 32 })
  imageId: string;

  @ManyToOne(() => Vehicle, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'vehicle_id',
    foreignKeyConstraintName: 'FK_vehicle_images_vehicle',
  })
  vehicle: Vehicle;
}
