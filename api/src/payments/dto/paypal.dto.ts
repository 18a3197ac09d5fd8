import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsOptional, ValidateNested } from 'class-validator';
import { CreateStayDto, StayDto } from '../../bookings/dto/stay.dto';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { CreateCouponOrderDto } from '../../coupons/dto/coupon-order.dto';
import { centsSchema } from '../../common/http/money';

/** PayPal order ids: capitals and digits (17 today); anything else is refused before PayPal. */
export const PAYPAL_ORDER_ID_PATTERN = /^[A-Z0-9]{8,36}$/;

/** Whether the page may offer PayPal, and what its script needs. */
export class PayPalConfigDto {
  @ApiProperty({ example: true })
  enabled: boolean;

  /** The public client id for PayPal's script; null when PayPal is off. */
  @ApiProperty({ type: 'string', nullable: true, example: 'AZ-sandbox-client-id-example' })
  clientId: string | null;

  @ApiProperty({ enum: ['EUR'], example: 'EUR' })
  currency: 'EUR';
}

export class PayPalOrderRequestDto {
  /** The stay exactly as `POST /stays` takes it, with `paymentMethod: paypal`. */
  @IsDefined()
  @ValidateNested()
  @Type(() => CreateStayDto)
  stay: CreateStayDto;
}

export class PayPalOrderDto extends SimulatedDto {
  /** The PayPal order to approve; null when nothing is left to pay (the stay is confirmed). */
  @ApiProperty({ type: 'string', nullable: true, example: '5O190127TN364715T' })
  orderId: string | null;

  @ApiProperty({ ...centsSchema(), example: 15000 })
  amountCents: number;

  @ApiProperty({ enum: ['EUR'], example: 'EUR' })
  currency: 'EUR';

  /** The stay, held until its payment arrives (or already confirmed). */
  stay: StayDto;
}

export class PayPalCaptureRequestDto {
  /**
   * The stay again. Needed only where demo mode simulated the order's hold (nothing was stored);
   * otherwise the held stay is used and this is ignored.
   */
  @IsOptional()
  @ValidateNested()
  @Type(() => CreateStayDto)
  stay?: CreateStayDto;
}

/** PayPal's order for a gift coupon: the buyer approves it, then it is captured. */
export class CouponPayPalOrderDto extends SimulatedDto {
  @ApiProperty({ example: '5O190127TN364715T' })
  orderId: string;

  /** What PayPal collects: the coupon's value. */
  @ApiProperty({ ...centsSchema(), example: 5000 })
  amountCents: number;

  @ApiProperty({ enum: ['EUR'], example: 'EUR' })
  currency: 'EUR';
}

export class CouponPayPalCaptureRequestDto {
  /**
   * The coupon order again. Needed only where demo mode simulated the order (nothing was
   * stored); otherwise the stored order is used and this is ignored.
   */
  @IsOptional()
  @ValidateNested()
  @Type(() => CreateCouponOrderDto)
  couponOrder?: CreateCouponOrderDto;
}
