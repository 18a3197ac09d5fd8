import { ApiProperty } from '@nestjs/swagger';
import { centsSchema } from '../../common/http/money';

/** Spec §3 "Coupon (unpaid)": a gift coupon ordered by bank transfer, waiting for its money. */
export class UnpaidCouponDto {
  @ApiProperty({ example: '7e6d5c4b-3a29-4180-9f8e-7d6c5b4a3928' })
  id: string;

  /** Who ordered it. */
  @ApiProperty({ example: 'Erika Mustermann' })
  buyerName: string;

  @ApiProperty({ example: 'erika.mustermann@example.org' })
  buyerEmail: string;

  /** The business-local day it was ordered (YYYY-MM-DD). */
  @ApiProperty({ format: 'date', example: '2026-04-28' })
  orderedOn: string;

  /** Its value: what the buyer owes. */
  @ApiProperty({ ...centsSchema(), example: 5000 })
  amountCents: number;
}

/** A coupon paid at the cash register, as the register's log and receipt show it. */
export interface SettledCoupon {
  id: string;
  amountCents: number;
  buyerName: string;
  /** The code's last four characters (the receipt names the coupon by them). */
  codeHint: string;
}
