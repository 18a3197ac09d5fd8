import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { TransactionHost } from '../common/database/transaction-host';
import { ConfigError } from '../config/app-config';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DEMO_ACCOUNT } from './employee.rules';
import { Employee } from './entities/employee.entity';
import { hashPassword, verifyPassword } from '../common/security/password-hashing';

/**
 * Creates the root account on first start (from ROOT_EMAIL / ROOT_PASSWORD, or with a generated
 * password shown once) and, in demo mode, the demo admin whose credentials the login form shows.
 */
@Injectable()
export class StaffAccountsInitializer implements OnApplicationBootstrap {
  private readonly logger = new Logger('Accounts');
  /** Set only on the start that created root with a generated password; main prints it once. */
  generatedRootPassword: string | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly transactions: TransactionHost,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureRoot();
    if (this.config.demoMode) await this.ensureDemoAdmin();
  }

  private get employees() {
    return this.transactions.repository(Employee);
  }

  private async ensureRoot(): Promise<void> {
    const { rootEmail, rootPassword, allowGeneratedRootPassword } = this.config.accounts;
    const root = await this.employees.findOneBy({ role: 'root' });
    if (root) {
      // The configuration stays the source of truth: changed values take effect at the next start.
      const changes: Partial<Employee> = {};
      if (root.email !== rootEmail) changes.email = rootEmail;
      if (rootPassword && !(await verifyPassword(root.passwordHash, rootPassword))) {
        changes.passwordHash = await hashPassword(rootPassword);
      }
      if (Object.keys(changes).length > 0) {
        await this.employees.update({ id: root.id }, changes);
        this.logger.log('Root account updated from the configuration');
      }
      return;
    }
    if (!rootPassword && !allowGeneratedRootPassword) {
      throw new ConfigError('ROOT_PASSWORD', 'set (4 to 20 characters) to create the root account');
    }
    const password = rootPassword ?? randomBytes(12).toString('base64url');
    const created = await this.insertUnlessTaken({
      firstName: 'Admin',
      lastName: 'Account',
      email: rootEmail,
      passwordHash: await hashPassword(password),
      role: 'root',
      active: true,
      demo: false,
    });
    if (!created) return;
    if (!rootPassword) this.generatedRootPassword = password;
    this.logger.log('Root account created');
  }

  private async ensureDemoAdmin(): Promise<void> {
    if (await this.employees.existsBy({ email: DEMO_ACCOUNT.email })) return;
    const created = await this.insertUnlessTaken({
      firstName: DEMO_ACCOUNT.firstName,
      lastName: DEMO_ACCOUNT.lastName,
      email: DEMO_ACCOUNT.email,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      role: 'admin',
      active: true,
      demo: true,
    });
    if (created) this.logger.log('Demo admin account created');
  }

  /**
   * Inserts the account unless its e-mail address exists: replicas starting together on a new
   * database both find no account, and the second one must not fail its start. True if created.
   */
  private async insertUnlessTaken(account: Partial<Employee>): Promise<boolean> {
    const result = await this.employees
      .createQueryBuilder()
      .insert()
      .values(account)
      .orIgnore()
      .returning('id')
      .execute();
    return (result.raw as unknown[]).length > 0;
  }
}
