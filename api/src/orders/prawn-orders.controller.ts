import { Body, Controller, Get, Header, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public, Roles } from '../common/access/access.decorators';
import { CurrentStaff } from '../common/access/principal.decorators';
import type { StaffPrincipal } from '../common/access/principals';
import { PageQueryDto } from '../common/pagination/page.dto';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { CreatePrawnOrderDto } from './dto/create-prawn-order.dto';
import { PrawnOfferDto, PrawnOrderDto, PrawnOrderPageDto } from './dto/prawn-order.dto';
import { PRAWN_ORDER_RATE_LIMIT } from './prawn-order.rules';
import { PrawnOrdersService } from './prawn-orders.service';

@ApiTags('orders')
@Controller('prawn-orders')
export class PrawnOrdersController {
  constructor(private readonly orders: PrawnOrdersService) {}

  /** What the landing page sells and its price (set on the server). */
  @Public()
  @Get('offer')
  @Header('Cache-Control', 'public, max-age=300')
  getPrawnOffer(): PrawnOfferDto {
    return this.orders.getOffer();
  }

  /** Places an order with a delivery address (real in demo mode too, as in the spec). */
  @Public()
  @Throttle({ default: PRAWN_ORDER_RATE_LIMIT })
  @Post()
  @ApiProblems(400, 403, 413, 429, 503)
  createPrawnOrder(@Body() input: CreatePrawnOrderDto): Promise<PrawnOrderDto> {
    return this.orders.createOrder(input);
  }

  /**
   * The agency owner's list of orders, newest first, a page at a time. The public demo account
   * sees the seeded example orders only, never a real customer's address.
   */
  @Roles('root', 'admin')
  @Get()
  @ApiProblems(400, 401, 403, 503)
  listPrawnOrders(
    @Query() page: PageQueryDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<PrawnOrderPageDto> {
    return this.orders.listOrders(page, staff);
  }
}
