import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { StayDto } from '../bookings/dto/stay.dto';
import { OptionalStaff, Public } from '../common/access/access.decorators';
import { OptionalCurrentStaff } from '../common/access/principal.decorators';
import type { StaffPrincipal } from '../common/access/principals';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { validationProblem } from '../common/problem/problem';
import { COUPON_ORDER_RATE_LIMIT } from '../coupons/coupon-order.rules';
import { CouponOrderDto, CreateCouponOrderDto } from '../coupons/dto/coupon-order.dto';
import {
  CouponPayPalCaptureRequestDto,
  CouponPayPalOrderDto,
  PAYPAL_ORDER_ID_PATTERN,
  PayPalCaptureRequestDto,
  PayPalConfigDto,
  PayPalOrderDto,
  PayPalOrderRequestDto,
} from './dto/paypal.dto';
import { PaymentsService } from './payments.service';
import { PayPalClient } from './paypal.client';

function orderIdOf(value: string): string {
  if (!PAYPAL_ORDER_ID_PATTERN.test(value)) {
    throw validationProblem([
      { field: 'id', code: 'INVALID_ORDER_ID', message: 'This is not a PayPal order id.' },
    ]);
  }
  return value;
}

@ApiTags('payments')
@Controller('payments/paypal')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly paypal: PayPalClient,
  ) {}

  /** Whether PayPal is offered here, and the public client id its script is loaded with. */
  @Public()
  @Get('config')
  @ApiProblems()
  getPayPalConfig(): PayPalConfigDto {
    return { enabled: this.paypal.enabled, clientId: this.paypal.clientId, currency: 'EUR' };
  }

  /**
   * Checks and prices the stay like `POST /stays`, holds its period for 15 minutes and creates
   * the PayPal order for what is left to pay after a coupon. Nothing left to pay: the stay is
   * confirmed at once and `orderId` is null. 503 when PayPal is not configured.
   */
  @OptionalStaff()
  @DemoSimulated()
  @Post('orders')
  @ApiProblems(400, 403, 409, 422, 429, 502, 503)
  createPayPalOrder(
    @Body() input: PayPalOrderRequestDto,
    @OptionalCurrentStaff() staff: StaffPrincipal | undefined,
  ): Promise<PayPalOrderDto> {
    return this.payments.createOrder(input.stay, staff);
  }

  /**
   * Captures the approved order, checks amount and currency, and confirms the held stay. A
   * payment for a period taken meanwhile is refunded (409 ALREADY_BOOKED); a repeated capture
   * answers the confirmed stay again.
   */
  @OptionalStaff()
  @DemoSimulated()
  @Post('orders/:id/capture')
  @HttpCode(200)
  @ApiProblems(400, 404, 409, 422, 429, 502, 503)
  capturePayPalOrder(
    @Param('id') id: string,
    @Body() input: PayPalCaptureRequestDto,
    @OptionalCurrentStaff() staff: StaffPrincipal | undefined,
  ): Promise<StayDto> {
    return this.payments.capture(orderIdOf(id), input.stay, staff);
  }

  /**
   * Creates the PayPal order for a gift coupon (the coupon order as `POST /coupon-orders` takes
   * it, with `paymentMethod: paypal`); the coupon waits unpaid, listed nowhere, until the
   * payment is captured. 503 when PayPal is not configured.
   */
  @Public()
  @Throttle({ default: COUPON_ORDER_RATE_LIMIT })
  @DemoSimulated()
  @Post('coupon-orders')
  @ApiProblems(400, 429, 502, 503)
  createPayPalCouponOrder(@Body() input: CreateCouponOrderDto): Promise<CouponPayPalOrderDto> {
    return this.payments.createCouponOrder(input);
  }

  /**
   * Captures the approved order and checks amount and currency (another amount is refunded:
   * 422 PAYMENT_FAILED); the coupon is paid and mailed as a PDF at once. A repeated capture
   * answers the paid coupon again.
   */
  @Public()
  @DemoSimulated()
  @Post('coupon-orders/:id/capture')
  @HttpCode(200)
  @ApiProblems(400, 404, 422, 429, 502, 503)
  capturePayPalCouponOrder(
    @Param('id') id: string,
    @Body() input: CouponPayPalCaptureRequestDto,
  ): Promise<CouponOrderDto> {
    return this.payments.captureCouponOrder(orderIdOf(id), input.couponOrder);
  }
}
