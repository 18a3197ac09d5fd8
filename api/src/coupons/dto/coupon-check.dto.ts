import { ApiProperty } from '@nestjs/swagger';
import { centsSchema } from '../../common/http/money';
import { RequiredText } from '../../common/http/text-field.decorators';
import { COUPON_INPUT_MAX } from '../coupon-code.rules';

/** A code as the visitor typed it: case, dashes and spaces do not matter. */
export class CouponCheckDto {
  @RequiredText({ maxLength: COUPON_INPUT_MAX })
  @ApiProperty({ example: 'ABCD-EFGH-JK23' })
  code: string;
}

/** Spec §3 "Coupon check response": whether it can be used, and how much it is worth now. */
export class CouponCheckResultDto {
  @ApiProperty({ example: true })
  valid: boolean;

  /** The remaining balance of a paid, unexpired coupon; 0 when not valid. */
  @ApiProperty({ ...centsSchema(), example: 5000 })
  amountCents: number;
}
