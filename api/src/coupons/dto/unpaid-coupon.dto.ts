import { ApiProperty } from '@nestjs/swagger';
import { centsSchema } from '../../common/http/money';

/** Spec §3 "Coupon (unpaid)": a gift coupon ordered by bank transfer, waiting for its money. */
export class UnpaidCouponDto {
  id: string;

  /** Who ordered it. */
  buyerName: string;

  buyerEmail: string;

  /** The business-local day it was ordered (YYYY-MM-DD). */
  @ApiProperty({ format: 'date' })
  orderedOn: string;

  /** Its value: what the buyer owes. */
  @ApiProperty(centsSchema())
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
