import { CursorPageDto } from '../../common/pagination/page.dto';
import type { PrawnOrder } from '../entities/prawn-order.entity';

export class PrawnOfferDto {
  name: string;
  description: string;
  /** Including VAT, delivery included. */
  priceCents: number;
}

export class PrawnOrderDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  additional: string;
  postal: string;
  city: string;
  country: string;
  priceCents: number;
  /** When the order arrived (ISO 8601). */
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
