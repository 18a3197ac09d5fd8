import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../common/database/transaction-host';
import type { DemoViewer } from '../common/demo/demo-visibility';
import type { PageRequest } from '../common/pagination/keyset-page';
import type { CreatePrawnOrderDto } from './dto/create-prawn-order.dto';
import { toPrawnOrderDto } from './dto/prawn-order.dto';
import type { PrawnOfferDto, PrawnOrderDto, PrawnOrderPageDto } from './dto/prawn-order.dto';
import { PrawnOrder } from './entities/prawn-order.entity';
import { capitaliseName, PRAWN_OFFER } from './prawn-order.rules';
import { PrawnOrdersRepository } from './prawn-orders.repository';

@Injectable()
export class PrawnOrdersService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly repository: PrawnOrdersRepository,
  ) {}

  private get orders() {
    return this.transactions.repository(PrawnOrder);
  }

  getOffer(): PrawnOfferDto {
    return { ...PRAWN_OFFER };
  }

  async createOrder(input: CreatePrawnOrderDto): Promise<PrawnOrderDto> {
    const stored = await this.orders.save(
      this.orders.create({
        ...input,
        firstName: capitaliseName(input.firstName),
        lastName: capitaliseName(input.lastName),
        priceCents: PRAWN_OFFER.priceCents,
      }),
    );
    return toPrawnOrderDto(stored);
  }

  async listOrders(page: PageRequest, viewer: DemoViewer): Promise<PrawnOrderPageDto> {
    const { items, nextCursor } = await this.repository.pageOfOrders(page, viewer);
    return { items: items.map(toPrawnOrderDto), nextCursor };
  }
}
