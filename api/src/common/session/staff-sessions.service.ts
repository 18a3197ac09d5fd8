import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { SESSION_POOL } from './session.constants';

/** Ends server-side sessions of a staff account (deactivation, password reset). */
@Injectable()
export class StaffSessions {
  constructor(@Inject(SESSION_POOL) private readonly pool: Pool) {}

  async endAll(staffId: string, exceptSessionId?: string): Promise<number> {
    const result = await this.pool.query(
      `DELETE FROM "session" WHERE (("sess" -> 'staff') ->> 'id') = $1 AND "sid" <> $2`,
      [staffId, exceptSessionId ?? ''],
    );
    return result.rowCount ?? 0;
  }
}
