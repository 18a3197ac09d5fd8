import { Injectable } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { isTokenRequest } from '../access/token-handler';

/**
 * The per-address limits, except for requests with a bearer token to handlers open to tokens:
 * those count against the token's own budget (the access guard, API_TOKEN_RATE_LIMIT_PER_MINUTE),
 * so an integration is limited per token wherever it runs, and requests with invalid tokens
 * against a per-address budget of failures.
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    if (await super.shouldSkip(context)) return true;
    return isTokenRequest(this.reflector, context);
  }
}
