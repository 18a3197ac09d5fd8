import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { OptionalText } from '../../common/http/text-field.decorators';
import { VEHICLE_NAME_MAX, VEHICLE_TYPES } from '../vehicle.rules';
import type { VehicleType } from '../vehicle.rules';

export class ListVehiclesQueryDto {
  @IsOptional()
  @IsIn(VEHICLE_TYPES)
  @ApiProperty({ enum: VEHICLE_TYPES, enumName: 'VehicleType', required: false })
  type?: VehicleType;

  /** Exact name, ignoring case. */
  @OptionalText({ maxLength: VEHICLE_NAME_MAX })
  name?: string;

  /** Staff only: also list blocked vehicles. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean()
  includeBlocked?: boolean;
}
