import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PRAWN_ORDER_PAGE_SIZE_MAX } from '../prawn-order.rules';

export class ListPrawnOrdersQueryDto {
  /** 1-based. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @ApiProperty({ required: false, minimum: 1, default: 1 })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PRAWN_ORDER_PAGE_SIZE_MAX)
  @ApiProperty({ required: false, minimum: 1, maximum: PRAWN_ORDER_PAGE_SIZE_MAX, default: 20 })
  pageSize?: number;
}
