import { ApiProperty } from '@nestjs/swagger';
import { CursorPageDto } from '../../common/pagination/page.dto';
import type { PrawnOrder } from '../entities/prawn-order.entity';

export class PrawnOfferDto {
  @ApiProperty({ example: 'Prawn box, 1 kg' })
  name: string;
  @ApiProperty({
    example:
      'Hand-peeled North Sea prawns, caught and cooked on board the same morning, delivered chilled.',
  })
  description: string;
  /** Including VAT, delivery included. */
  @ApiProperty({ example: 3490 })
  priceCents: number;
}

export class PrawnOrderDto {
  @ApiProperty({ example: 'b8c9d0e1-f2a3-4b4c-9d5e-6f7a8b9c0d1e' })
  id: string;
  @ApiProperty({ example: 'Erika' })
  firstName: string;
  @ApiProperty({ example: 'Mustermann' })
  lastName: string;
  @ApiProperty({ example: 'erika.mustermann@example.org' })
  email: string;
  @ApiProperty({ example: 'Seeweg 12' })
  street: string;
  @ApiProperty({ example: 'Hinterhaus' })
  additional: string;
  @ApiProperty({ example: '17192' })
  postal: string;
  @ApiProperty({ example: 'Waren (Müritz)' })
  city: string;
  @ApiProperty({ example: 'Deutschland' })
  country: string;
  @ApiProperty({ example: 3490 })
  priceCents: number;
  /** When the order arrived (ISO 8601). */
  @ApiProperty({ example: '2026-05-02T09:15:00.000Z' })
  orderedAt: Date;
}

export class PrawnOrderPageDto extends CursorPageDto {
  /** Newest first. */
  items: PrawnOrderDto[];
}

export function toPrawnOrderDto(order: PrawnOrder): PrawnOrderDto {
  return {
    id: order.id,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    street: order.street,
    additional: order.additional,
    postal: order.postal,
    city: order.city,
    country: order.country,
    priceCents: order.priceCents,
    orderedAt: order.orderedAt,
  };
}
