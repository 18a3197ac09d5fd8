import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../database/transaction-host';

/**
 * Ends server-side sessions of a staff account (deactivation, password reset). The session table
 * lives in the same database, so this joins a surrounding transaction: a simulated demo
 * deactivation is rolled back together with its sessions' removal.
 */
@Injectable()
export class StaffSessions {
  constructor(private readonly transactions: TransactionHost) {}

  async endAll(staffId: string): Promise<void> {
    await this.transactions.manager.query(
      `DELETE FROM "session" WHERE (("sess" -> 'staff') ->> 'id') = $1`,
      [staffId],
    );
  }
}
