import { createHmac, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { BlacklistService } from '../blacklist/blacklist.service';
import type { StaffPrincipal } from '../common/access/principals';
import { Clock } from '../common/clock';
import { TransactionHost } from '../common/database/transaction-host';
import { normaliseEmail } from '../common/http/patterns';
import {
  problem,
  ProblemCode,
  ProblemException,
  rateLimitedProblem,
} from '../common/problem/problem';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import type {
  CreateVerificationCodeDto,
  VerificationCodeRequestDto,
} from './dto/verification-code.dto';
import { VerificationCode } from './entities/verification-code.entity';

/** Spec §9: five random digits. */
const CODE_DIGITS = 5;
export const CODE_VALID_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;
/** Codes one e-mail address may ask for within the validity window. */
export const MAX_CODES_PER_EMAIL = 3;

export function customerBannedProblem(): ProblemException {
  return new ProblemException(
    problem(
      403,
      ProblemCode.CUSTOMER_BANNED,
      'Excluded from bookings',
      'This customer is excluded from future bookings. Please call us.',
    ),
  );
}

export function invalidCodeProblem(): ProblemException {
  return new ProblemException(
    problem(
      422,
      ProblemCode.INVALID_VERIFICATION_CODE,
      'Invalid code',
      'The code is wrong, expired or used.',
      [{ field: 'code', code: 'INVALID', message: 'The code entered is invalid.' }],
    ),
  );
}

/**
 * The codes that prove a visitor's e-mail address before an hourly booking. Codes come from a
 * CSPRNG, are stored as keyed hashes (a leaked table reveals none), expire after ten minutes,
 * allow five wrong tries and are used once.
 */
@Injectable()
export class VerificationCodesService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly blacklist: BlacklistService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  private get codes() {
    return this.transactions.repository(VerificationCode);
  }

  /**
   * Mails a new code, unless the customer is barred (403) or has asked too often (429). Staff
   * need no code (their session proves who books): nothing is mailed, root is shown its fixed one.
   */
  async requestCode(
    input: CreateVerificationCodeDto,
    staff: StaffPrincipal | undefined,
  ): Promise<VerificationCodeRequestDto> {
    if (await this.blacklist.isBanned(input)) throw customerBannedProblem();
    if (staff) {
      return {
        sent: false,
        validMinutes: CODE_VALID_MINUTES,
        shortcutCode: staff.role === 'root' ? this.config.accounts.rootBookingCode : null,
      };
    }
    const email = normaliseEmail(input.email);
    return this.transactions.transaction(async (manager) => {
      // One request per address at a time: the count and the insert cannot interleave.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`verification:${email}`]);
      await this.refuseWhenTooMany(email);
      const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
      const now = this.clock.now().getTime();
      await this.codes.insert({
        email,
        codeHash: this.hash(email, code),
        createdAt: new Date(now),
        expiresAt: new Date(now + CODE_VALID_MINUTES * 60_000),
      });
      await this.mail.send({
        template: 'booking-verification-code',
        to: input.email,
        lang: input.lang,
        data: { name: input.name, code, validMinutes: CODE_VALID_MINUTES },
      });
      return { sent: true, validMinutes: CODE_VALID_MINUTES, shortcutCode: null };
    });
  }

  /**
   * Uses the code for `email` in the caller's transaction, or throws 422. The row lock makes two
   * bookings with one code take turns: the second finds it used. A wrong code counts against
   * every open code of the address once the booking's transaction has ended, so it counts
   * even when the booking is only simulated.
   */
  async consume(email: string, code: string): Promise<void> {
    const key = normaliseEmail(email);
    const used: unknown[] = await this.transactions.manager.query(
      `UPDATE verification_codes SET used_at = $4
        WHERE id = (SELECT id FROM verification_codes
                     WHERE email = $1 AND code_hash = $2 AND used_at IS NULL
                       AND expires_at > $4 AND failed_attempts < $3
                     ORDER BY created_at DESC LIMIT 1
                     FOR UPDATE)
          AND used_at IS NULL
        RETURNING id`,
      [key, this.hash(key, code), MAX_WRONG_TRIES, this.clock.now()],
    );
    if (rowsOf(used).length > 0) return;
    const now = this.clock.now();
    await this.transactions.afterEnd(async () => {
      await this.transactions.manager.query(
        `UPDATE verification_codes SET failed_attempts = failed_attempts + 1
          WHERE email = $1 AND used_at IS NULL AND expires_at > $3 AND failed_attempts < $2`,
        [key, MAX_WRONG_TRIES, now],
      );
    });
    throw invalidCodeProblem();
  }

  private async refuseWhenTooMany(email: string): Promise<void> {
    const now = this.clock.now().getTime();
    const windowStart = new Date(now - CODE_VALID_MINUTES * 60_000);
    const recent = await this.codes
      .createQueryBuilder('code')
      .select('code.created_at', 'createdAt')
      .where('code.email = :email AND code.created_at > :windowStart', { email, windowStart })
      .orderBy('code.created_at', 'ASC')
      .getRawMany<{ createdAt: Date }>();
    if (recent.length < MAX_CODES_PER_EMAIL) return;
    const oldest = new Date(recent[0]!.createdAt).getTime();
    throw rateLimitedProblem((oldest + CODE_VALID_MINUTES * 60_000 - now) / 1000);
  }

  /** HMAC with the server's secret: five digits are too few for a plain hash to hide. */
  private hash(email: string, code: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`${email}:${code}`).digest('hex');
  }
}

/** `UPDATE … RETURNING` answers `[rows, count]` through TypeORM's query(). */
function rowsOf(result: unknown[]): unknown[] {
  return Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
}
