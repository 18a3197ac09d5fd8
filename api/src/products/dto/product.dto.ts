import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { Cents } from '../../common/http/money';
import { OneOf, RequiredText } from '../../common/http/text-field.decorators';
import { PRODUCT_TYPES } from '../entities/product.entity';
import type { Product, ProductType } from '../entities/product.entity';
import { PRODUCT_NAME_MAX, RESTOCK_MAX, STOCK_MAX } from '../product.rules';

/** A count of pieces, or null: required in the body, so a forgotten field is not a silent null. */
const Stock = () =>
  applyDecorators(
    ValidateIf((_: unknown, value: unknown) => value !== null),
    IsInt(),
    Min(0),
    Max(STOCK_MAX),
    ApiProperty({ type: 'integer', minimum: 0, maximum: STOCK_MAX, nullable: true }),
  );

export class ListProductsQueryDto {
  @IsIn(PRODUCT_TYPES)
  @ApiProperty({ enum: PRODUCT_TYPES, enumName: 'ProductType' })
  type: ProductType;
}

/** A product as staff add or change it (spec §5 "Product"). */
export class ProductInputDto {
  @OneOf(PRODUCT_TYPES, 'ProductType')
  type: ProductType;

  /** At most 20 characters ('Der Produktname ist zu lang'). */
  @RequiredText({ maxLength: PRODUCT_NAME_MAX })
  @ApiProperty({ example: 'Wasser 0,5 l' })
  name: string;

  /** Pages accept '2,50' and send 250. */
  @Cents()
  @ApiProperty({ example: 250 })
  priceCents: number;

  /** Null for services and for goods not counted. */
  @Stock()
  @ApiProperty({ example: 40 })
  actualStock: number | null;

  /** The stock shows only when there is a target; null for services. */
  @Stock()
  @ApiProperty({ example: 48 })
  targetStock: number | null;
}

/** Pieces put on the shelf: added to the actual stock in one atomic step. */
export class RestockDto {
  @IsInt()
  @Min(1)
  @Max(RESTOCK_MAX)
  @ApiProperty({ example: 24, type: 'integer', minimum: 1, maximum: RESTOCK_MAX })
  quantity: number;
}

export class ProductDto extends SimulatedDto {
  @ApiProperty({ example: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d' })
  id: string;
  @ApiProperty({ enum: PRODUCT_TYPES, enumName: 'ProductType' })
  type: ProductType;
  @ApiProperty({ example: 'Wasser 0,5 l' })
  name: string;
  @Cents()
  @ApiProperty({ example: 250 })
  priceCents: number;
  @ApiProperty({ example: 40, type: 'integer', nullable: true })
  actualStock: number | null;
  @ApiProperty({ example: 48, type: 'integer', nullable: true })
  targetStock: number | null;
  /** Who added or last changed it. */
  @ApiProperty({ example: 'Anna Seemann' })
  changedBy: string;
  @ApiProperty({ example: '2026-06-10T15:00:00.000Z' })
  changedAt: Date;
}

export function toProductDto(product: Product): ProductDto {
  return {
    id: product.id,
    type: product.type,
    name: product.name,
    priceCents: product.priceCents,
    actualStock: product.actualStock,
    targetStock: product.targetStock,
    changedBy: product.changedBy,
    changedAt: product.changedAt,
  };
}

export class ProductListDto {
  /** The category's products by name. */
  items: ProductDto[];
}

export class ProductDeletionDto extends SimulatedDto {
  @ApiProperty({ example: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d' })
  id: string;
}
