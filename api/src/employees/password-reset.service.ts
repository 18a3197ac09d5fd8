import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MoreThan } from 'typeorm';
import { Clock } from '../common/clock';
import { TransactionHost } from '../common/database/transaction-host';
import { problem, ProblemCode, ProblemException } from '../common/problem/problem';
import { SessionService } from '../common/session/session.service';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import type { MailLanguage } from '../mail/mail.types';
import { EmployeesService } from './employees.service';
import { PasswordResetToken } from './entities/password-reset-token.entity';

export const RESET_TOKEN_VALID_MINUTES = 60;
/** Per account and hour; more requests are answered the same way but send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

const RESET_PATHS: Record<MailLanguage, string> = {
  de: '/RentalRevolution/Passwort-zuruecksetzen',
  en: '/RentalRevolution/reset-password',
};

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly transactions: TransactionHost,
    private readonly employees: EmployeesService,
    private readonly mail: MailService,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  /** Mails a single-use link when the account exists and is active; silent otherwise. */
  async requestPasswordReset(email: string, lang: MailLanguage): Promise<void> {
    const employee = await this.employees.findActiveByEmail(email);
    // The demo account's address is public and its inbox nobody's.
    if (!employee || employee.demo) return;
    const now = this.clock.now();
    await this.transactions.transaction(async (manager) => {
      const tokens = manager.getRepository(PasswordResetToken);
      const recent = await tokens.countBy({
        employeeId: employee.id,
        createdAt: MoreThan(new Date(now.getTime() - 60 * 60 * 1000)),
      });
      if (recent >= RESET_MAILS_PER_HOUR) return;

      // The token travels in the URL fragment, which browsers never send to a server.
      const token = randomBytes(32).toString('base64url');
      await tokens.insert({
        employeeId: employee.id,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_VALID_MINUTES * 60 * 1000),
        createdAt: now,
      });
      const base = this.config.publicUrl.replace(/\/$/, '');
      await this.mail.send({
        template: 'password-reset',
        to: employee.email,
        lang,
        data: {
          firstName: employee.firstName,
          link: `${base}${RESET_PATHS[lang]}#token=${token}`,
          validMinutes: RESET_TOKEN_VALID_MINUTES,
        },
      });
    });
  }

  /** Sets the new password once per token and ends every session of the account. */
  async resetPassword(token: string, password: string): Promise<void> {
    const now = this.clock.now();
    await this.transactions.transaction(async (manager) => {
      const tokens = manager.getRepository(PasswordResetToken);
      const stored = await tokens.findOneBy({ tokenHash: sha256(token) });
      if (!stored || stored.usedAt !== null || stored.expiresAt.getTime() <= now.getTime()) {
        throw invalidToken();
      }
      // Conditional, so two concurrent resets with one token cannot both succeed.
      const claimed = await tokens
        .createQueryBuilder()
        .update()
        .set({ usedAt: now })
        .where('id = :id AND used_at IS NULL', { id: stored.id })
        .execute();
      if (claimed.affected !== 1) throw invalidToken();
      const employee = await this.employees.findActiveEmployee(stored.employeeId);
      if (!employee) throw invalidToken();
      await this.employees.changePassword(employee.id, password);
      await this.sessions.endAllStaffSessions(employee.id);
    });
  }
}

function invalidToken(): ProblemException {
  return new ProblemException(
    problem(
      400,
      ProblemCode.RESET_TOKEN_INVALID,
      'Invalid reset link',
      'This link is invalid, already used or expired. Please request a new one.',
    ),
  );
}
