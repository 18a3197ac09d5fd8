import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import {
  problem,
  ProblemCode,
  ProblemException,
  rateLimitedProblem,
} from '../common/problem/problem';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DEMO_ACCOUNT, normaliseEmail } from '../employees/employee.rules';
import { EmployeesService } from '../employees/employees.service';
import type { StaffAccount } from '../employees/staff-account.types';
import type { DemoCredentialsDto } from './dto/demo-credentials.dto';
import type { StaffProfileDto } from './dto/staff-profile.dto';
import { LoginAttempts } from './login-attempts';

/** Per account: five wrong passwords, then a pause of up to 15 minutes. */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

@Injectable()
export class AuthService {
  private readonly attempts = new LoginAttempts(
    LOGIN_FAILURES_PER_ACCOUNT,
    LOGIN_FAILURE_WINDOW_MS,
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly employees: EmployeesService,
    private readonly clock: Clock,
  ) {}

  /** Wrong password, unknown address and inactive account all fail alike (no enumeration). */
  async authenticate(email: string, password: string): Promise<StaffAccount> {
    const account = normaliseEmail(email);
    const now = this.clock.now().getTime();
    const wait = this.attempts.retryAfterSeconds(account, now);
    if (wait > 0) throw rateLimitedProblem(wait);

    const employee = await this.employees.verifyCredentials(account, password);
    if (!employee) {
      this.attempts.recordFailure(account, now);
      throw new ProblemException(
        problem(
          401,
          ProblemCode.LOGIN_FAILED,
          'Login failed',
          'E-mail address or password is wrong.',
        ),
      );
    }
    this.attempts.reset(account);
    return employee;
  }

  profile(employee: StaffAccount, loggedInAt: number): StaffProfileDto {
    return {
      id: employee.id,
      username: employee.email,
      firstName: employee.firstName,
      lastName: employee.lastName,
      isAdmin: employee.role !== 'employee',
      role: employee.role,
      demo: employee.demo,
      loggedInOn: new Date(loggedInAt),
    };
  }

  demoCredentials(): DemoCredentialsDto {
    if (!this.config.demoMode) {
      throw new ProblemException(
        problem(404, ProblemCode.NOT_FOUND, 'Not found', 'Demo mode is off.'),
      );
    }
    return { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };
  }
}
