import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../common/access/access.decorators';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { COUPON_ORDER_RATE_LIMIT } from './coupon-order.rules';
import { CouponOrdersService } from './coupon-orders.service';
import { CouponOrderDto, CreateCouponOrderDto } from './dto/coupon-order.dto';

@ApiTags('coupons')
@Controller('coupon-orders')
export class CouponOrdersController {
  constructor(private readonly orders: CouponOrdersService) {}

  /**
   * Orders a gift coupon paid by bank transfer: it is stored unpaid (the cash register lists it)
   * and the buyer is mailed the account, the amount and the reference; the coupon itself, with
   * its code, is mailed as a PDF once paid. PayPal goes through
   * `POST /payments/paypal/coupon-orders`. Demo mode checks everything and stores nothing
   * (`simulated: true`); the mail still goes out, marked as an example.
   */
  @Public()
  @Throttle({ default: COUPON_ORDER_RATE_LIMIT })
  @DemoSimulated()
  @Post()
  @ApiProblems(400, 429, 503)
  createCouponOrder(@Body() input: CreateCouponOrderDto): Promise<CouponOrderDto> {
    return this.orders.orderByTransfer(input);
  }
}
