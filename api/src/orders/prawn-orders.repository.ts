import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../common/database/transaction-host';
import { visibleTo } from '../common/demo/demo-visibility';
import type { DemoViewer } from '../common/demo/demo-visibility';
import { keysetPage } from '../common/pagination/keyset-page';
import type { Keyset, Page, PageRequest } from '../common/pagination/keyset-page';
import { PrawnOrder } from './entities/prawn-order.entity';

/** Newest first; the id orders orders of the same moment (IDX_prawn_orders_ordered_at_id). */
const NEWEST_FIRST: Keyset = {
  keys: [
    { expression: 'prawn_order.ordered_at', type: 'timestamptz' },
    { expression: 'prawn_order.id', type: 'uuid' },
  ],
  direction: 'DESC',
};

/** The owner's order list; joins the caller's transaction when there is one. */
@Injectable()
export class PrawnOrdersRepository {
  constructor(private readonly transactions: TransactionHost) {}

  /** The orders `viewer` may see: the demo account gets the seeded examples only. */
  pageOfOrders(page: PageRequest, viewer: DemoViewer): Promise<Page<PrawnOrder>> {
    const query = this.transactions.repository(PrawnOrder).createQueryBuilder('prawn_order');
    return keysetPage(visibleTo(query, viewer), NEWEST_FIRST, page);
  }
}
