import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../common/access/access.decorators';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { CouponsService } from './coupons.service';
import { CouponCheckDto, CouponCheckResultDto } from './dto/coupon-check.dto';

/**
 * Checks per client address: with 80-bit codes guessing is hopeless anyway, the limit keeps
 * anyone from trying.
 */
export const COUPON_CHECK_RATE_LIMIT = { limit: 20, ttl: 10 * 60 * 1000 };

@ApiTags('coupons')
@Controller('coupons')
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  /**
   * Whether a gift coupon can pay, and its remaining balance. The code travels in the body, never
   * in a URL (where logs and browser histories would keep it).
   */
  @Public()
  @Throttle({ default: COUPON_CHECK_RATE_LIMIT })
  @Post('check')
  @HttpCode(200)
  @ApiProblems(400, 429, 503)
  checkCoupon(@Body() input: CouponCheckDto): Promise<CouponCheckResultDto> {
    return this.coupons.check(input.code);
  }
}
