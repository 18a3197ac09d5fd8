import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { problem, ProblemCode, ProblemException } from '../common/problem/problem';
import { DeviceCookies } from '../common/security/device-cookie';
import type { LoginThrottle } from '../common/security/login-throttle';
import { LoginThrottles } from '../common/security/login-throttles';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { normaliseEmail } from '../common/http/patterns';
import { DEMO_ACCOUNT } from '../employees/employee.rules';
import { EmployeesService } from '../employees/employees.service';
import type { StaffAccount } from '../employees/staff-account.types';
import type { DemoCredentialsDto } from './dto/demo-credentials.dto';
import type { StaffProfileDto } from './dto/staff-profile.dto';

/**
 * Per account: five attempts from unknown clients, then a pause of up to 15 minutes; a device
 * the account logged in from before has five attempts of its own (device cookie).
 */
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 5;
export const LOGIN_ATTEMPTS_PER_DEVICE = 5;
export const LOGIN_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/** The login route (AuthController), the only one the device cookie is sent to. */
const LOGIN_PATH = '/api/v1/auth/login';

/** A successful login and the device cookie that makes this device known to the account. */
export interface StaffLogin {
  account: StaffAccount;
  deviceCookie: string;
}

@Injectable()
export class AuthService {
  /** Counted in PostgreSQL: every replica draws on the same budgets. */
  private readonly throttle: LoginThrottle;
  /** Read and written by the controller (HTTP); checked and issued here. */
  readonly deviceCookies: DeviceCookies;

  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly employees: EmployeesService,
    private readonly clock: Clock,
    throttles: LoginThrottles,
  ) {
    this.throttle = throttles.create('staff-login', {
      perAccount: LOGIN_ATTEMPTS_PER_ACCOUNT,
      perDevice: LOGIN_ATTEMPTS_PER_DEVICE,
      windowMs: LOGIN_ATTEMPT_WINDOW_MS,
    });
    this.deviceCookies = new DeviceCookies({
      secret: config.sessionSecret,
      realm: 'staff',
      path: LOGIN_PATH,
      secure: config.publicUrl.startsWith('https:'),
    });
  }

  /**
   * Wrong password, unknown address and inactive account all fail alike (no enumeration). The
   * attempt is counted before the password hash runs; `deviceCookie` (the request's, if any)
   * exempts a known device from the lockout strangers cause.
   */
  async authenticate(
    email: string,
    password: string,
    deviceCookie: string | undefined,
  ): Promise<StaffLogin> {
    const account = normaliseEmail(email);
    const now = this.clock.now().getTime();
    const device = this.deviceCookies.deviceOf(deviceCookie, account, now);
    const attempt = await this.throttle.begin(account, device, now);

    let employee: StaffAccount | null;
    try {
      employee = await this.employees.verifyCredentials(account, password);
    } catch (error) {
      attempt.release();
      throw error;
    }
    if (!employee) {
      throw new ProblemException(
        problem(
          401,
          ProblemCode.LOGIN_FAILED,
          'Login failed',
          'E-mail address or password is wrong.',
        ),
      );
    }
    attempt.succeeded();
    return { account: employee, deviceCookie: this.deviceCookies.issue(account, now) };
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
