import { Module } from '@nestjs/common';
import { PrawnOrdersController } from './prawn-orders.controller';
import { PrawnOrdersRepository } from './prawn-orders.repository';
import { PrawnOrdersService } from './prawn-orders.service';

/** Orders from the ParallaxPrawns landing page. */
@Module({
  controllers: [PrawnOrdersController],
  providers: [PrawnOrdersService, PrawnOrdersRepository],
})
export class OrdersModule {}
