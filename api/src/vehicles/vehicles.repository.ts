import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TransactionHost } from '../common/database/transaction-host';
import { VehicleImage } from './entities/vehicle-image.entity';
import { Vehicle } from './entities/vehicle.entity';
import type { VehicleType } from './vehicle.rules';

export interface VehicleFilter {
  type?: VehicleType;
  name?: string;
  includeBlocked: boolean;
}

/** The fleet's queries beyond single-row finds; they join the caller's transaction. */
@Injectable()
export class VehiclesRepository {
  constructor(private readonly transactions: TransactionHost) {}

  /**
   * Vehicles in service, the most expensive hour first (vehicles without an hourly price last),
   * then by name.
   */
  listInService(filter: VehicleFilter): Promise<Vehicle[]> {
    const query = this.transactions
      .repository(Vehicle)
      .createQueryBuilder('vehicle')
      .where('vehicle.deleted_at IS NULL')
      // numeric, not integer: a cast narrower than the jsonb number fails the whole list.
      .orderBy(`(vehicle.price_cents ->> '1')::numeric`, 'DESC', 'NULLS LAST')
      .addOrderBy('vehicle.name', 'ASC');
    if (!filter.includeBlocked) query.andWhere('vehicle.blocked = false');
    if (filter.type) query.andWhere('vehicle.type = :type', { type: filter.type });
    if (filter.name) {
      query.andWhere('lower(vehicle.name) = lower(:name)', { name: filter.name });
    }
    return query.getMany();
  }

  /** The pictures of many vehicles in one query, by vehicle id. */
  async imagesOf(vehicleIds: readonly string[]): Promise<Map<string, VehicleImage[]>> {
    const byVehicle = new Map<string, VehicleImage[]>();
    if (vehicleIds.length === 0) return byVehicle;
    const images = await this.transactions
      .repository(VehicleImage)
      .findBy({ vehicleId: In([...vehicleIds]) });
    for (const image of images) {
      byVehicle.set(image.vehicleId, [...(byVehicle.get(image.vehicleId) ?? []), image]);
    }
    return byVehicle;
  }
}
