import { Module } from '@nestjs/common';
import { PrawnOrdersController } from './prawn-orders.controller';
import { PrawnOrdersService } from './prawn-orders.service';

/** Orders from the ParallaxPrawns landing page. */
@Module({
  controllers: [PrawnOrdersController],
  providers: [PrawnOrdersService],
})
export class OrdersModule {}
