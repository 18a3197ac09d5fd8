import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsObject,
  Matches,
  Max,
  Min,
} from 'class-validator';
import { Cents, centsSchema } from '../../common/http/money';
import { OneOf, RequiredText } from '../../common/http/text-field.decorators';
import {
  LICENCES,
  MAX_IMAGES,
  MIN_IMAGES,
  VEHICLE_NAME_MAX,
  VEHICLE_TYPES,
} from '../vehicle.rules';
import type { Licence, VehicleType } from '../vehicle.rules';

export const DESCRIPTION_MAX = 2000;
export const IMAGE_ID_PATTERN = /^[0-9a-f]{32}$/;

/** A vehicle as staff add or change it; pictures are uploaded first (POST /media/images). */
export class VehicleInputDto {
  @OneOf(VEHICLE_TYPES, 'VehicleType')
  type: VehicleType;

  /** Unique ignoring case; starts with a letter; none of * ; @ = + $ / ? % # < > { } | \ ^ ~ `. */
  @RequiredText({ maxLength: VEHICLE_NAME_MAX })
  @ApiProperty({ example: 'Seestern' })
  name: string;

  @IsInt()
  @Min(1)
  @Max(99)
  @ApiProperty({ example: 5 })
  passengers: number;

  /**
   * Price in cents per duration in hours ('1', '2', …; jet skis also '0.5', '1.5', …): every
   * duration that fits into the longest opening day, no others.
   */
  @IsObject()
  @ApiProperty({
    type: 'object',
    additionalProperties: centsSchema(),
    example: { '1': 8000, '2': 15000 },
  })
  prices: Record<string, number>;

  @Cents({ nullable: true })
  @ApiProperty({ example: 20000 })
  depositCents: number | null;

  /** 'captain': always rented with a captain (the optional captain is then cleared). */
  @OneOf(LICENCES, 'Licence')
  licence: Licence;

  @IsBoolean()
  extraBarbecue: boolean;

  @IsBoolean()
  extraMusicBox: boolean;

  @IsBoolean()
  extraBinoculars: boolean;

  /** An optional captain's hourly price in cents; null: none offered. */
  @Cents({ minimum: 1, nullable: true })
  @ApiProperty({ example: 2500 })
  captainCentsPerHour: number | null;

  @RequiredText({ maxLength: DESCRIPTION_MAX })
  @ApiProperty({ example: 'Motorboot für bis zu 5 Personen, ohne Führerschein.' })
  descriptionDe: string;

  @RequiredText({ maxLength: DESCRIPTION_MAX })
  @ApiProperty({ example: 'Motorboat for up to 5 people, no licence needed.' })
  descriptionEn: string;

  /** Ids from POST /media/images, in display order. */
  @IsArray()
  @ArrayMinSize(MIN_IMAGES)
  @ArrayMaxSize(MAX_IMAGES)
  @Matches(IMAGE_ID_PATTERN, { each: true })
  @ApiProperty({
    example: ['a3f1c2d4e5b60718293a4b5c6d7e8f90'],
    type: 'array',
    minItems: MIN_IMAGES,
    maxItems: MAX_IMAGES,
    items: { type: 'string', pattern: IMAGE_ID_PATTERN.source },
  })
  imageIds: string[];
}

export class SetVehicleBlockedDto {
  @IsBoolean()
  @ApiProperty({ example: true })
  blocked: boolean;
}
