import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../common/database/transaction-host';
import { normaliseEmail } from '../common/http/patterns';
import { nameKey, phoneKey } from './blacklist.rules';
import type { CustomerIdentity } from './blacklist.rules';
import { BlacklistEntry } from './entities/blacklist-entry.entity';

/** The customers barred from booking; other modules ask through this service only. */
@Injectable()
export class BlacklistService {
  constructor(private readonly transactions: TransactionHost) {}

  /** Whether the customer's e-mail, phone number or name matches a ban (one indexed query). */
  async isBanned(customer: CustomerIdentity): Promise<boolean> {
    const match = await this.transactions
      .repository(BlacklistEntry)
      .createQueryBuilder('entry')
      .select('1')
      .where('entry.email_key = :email', { email: normaliseEmail(customer.email) })
      .orWhere('entry.phone_key = :phone', { phone: phoneKey(customer.phone) })
      .orWhere('entry.name_key = :name', { name: nameKey(customer.name) })
      .limit(1)
      .getRawOne();
    return match !== undefined;
  }
}
