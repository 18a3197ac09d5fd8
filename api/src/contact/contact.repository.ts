import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../common/database/transaction-host';
import { keysetPage } from '../common/pagination/keyset-page';
import type { Keyset, Page, PageRequest } from '../common/pagination/keyset-page';
import { ContactRequest } from './entities/contact-request.entity';

/** Newest first; the id orders requests of the same moment (IDX_contact_requests_sent_at_id). */
const NEWEST_FIRST: Keyset = {
  keys: [
    { expression: 'request.sent_at', type: 'timestamptz' },
    { expression: 'request.id', type: 'uuid' },
  ],
  direction: 'DESC',
};

/** The owner's inbox queries; they join the caller's transaction when there is one. */
@Injectable()
export class ContactRepository {
  constructor(private readonly transactions: TransactionHost) {}

  pageOfRequests(page: PageRequest): Promise<Page<ContactRequest>> {
    const query = this.transactions.repository(ContactRequest).createQueryBuilder('request');
    return keysetPage(query, NEWEST_FIRST, page);
  }

  /** Over the whole inbox, not only the page shown: the badge counts every unread request. */
  countUnseen(): Promise<number> {
    return this.transactions.repository(ContactRequest).countBy({ seen: false });
  }
}
