import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Public, Roles } from '../common/access/access.decorators';
import { CurrentStaff } from '../common/access/principal.decorators';
import type { StaffPrincipal } from '../common/access/principals';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { SessionService } from '../common/session/session.service';
import { PasswordResetService } from '../employees/password-reset.service';
import { AuthService } from './auth.service';
import { DemoCredentialsDto } from './dto/demo-credentials.dto';
import { LoginDto } from './dto/login.dto';
import { PasswordRecoveryDto } from './dto/password-recovery.dto';
import { PasswordResetDto } from './dto/password-reset.dto';
import { StaffProfileDto } from './dto/staff-profile.dto';

/** Per client IP, on top of the per-account limit. */
const LOGIN_RATE_LIMIT = { limit: 20, ttl: 15 * 60 * 1000 };
const RECOVERY_RATE_LIMIT = { limit: 5, ttl: 15 * 60 * 1000 };

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Logs a staff member in; the session id changes, so fetch a new CSRF token afterwards. Sets a
   * device cookie (httpOnly, for this route only) that keeps this device able to log in while
   * strangers' wrong passwords have locked the account.
   */
  @Public()
  @Throttle({ default: LOGIN_RATE_LIMIT })
  @Post('login')
  @HttpCode(200)
  @ApiProblems(400, 401, 403, 429, 503)
  async login(
    @Body() input: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StaffProfileDto> {
    const { account, deviceCookie } = await this.auth.authenticate(
      input.email,
      input.password,
      this.auth.deviceCookies.read(request),
    );
    const started = await this.sessions.startStaffSession(request, account);
    this.auth.deviceCookies.write(response, deviceCookie);
    return this.auth.profile(account, started.loggedInAt);
  }

  /** Ends the session (also when there is none). */
  @Public()
  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Logged out' })
  @ApiProblems(403)
  logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    return this.sessions.endSession(request, response);
  }

  /** The logged-in staff member. */
  @Roles('root', 'admin', 'employee')
  @Get('me')
  @ApiProblems(401, 503)
  getCurrentStaff(@CurrentStaff() staff: StaffPrincipal): StaffProfileDto {
    return this.auth.profile(staff, staff.loggedInAt.getTime());
  }

  /** The demo account's credentials for the login form (404 unless demo mode is on). */
  @Public()
  @Get('demo-credentials')
  @ApiProblems(404)
  getDemoCredentials(): DemoCredentialsDto {
    return this.auth.demoCredentials();
  }

  /** Mails a reset link if the account exists; always answers 202 (no account enumeration). */
  @Public()
  @Throttle({ default: RECOVERY_RATE_LIMIT })
  @Post('password-recovery')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'Accepted (whether or not the account exists)' })
  @ApiProblems(400, 403, 429, 503)
  async requestPasswordRecovery(@Body() input: PasswordRecoveryDto): Promise<void> {
    await this.passwordReset.requestPasswordReset(input.email, input.lang);
  }

  /** Sets a new password with the link's token (once) and ends all sessions of the account. */
  @Public()
  @Throttle({ default: RECOVERY_RATE_LIMIT })
  @Post('password-reset')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Password changed' })
  @ApiProblems(400, 403, 429, 503)
  async resetPassword(@Body() input: PasswordResetDto): Promise<void> {
    await this.passwordReset.resetPassword(input.token, input.password);
  }
}
