import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { TOKEN_SCOPE_KEY } from './access.decorators';
import type { ApiScope } from './api-scopes';

/** The scope a handler opens to API tokens (`@TokenScope`), if any. */
export function tokenScopeOf(
  reflector: Reflector,
  context: ExecutionContext,
): ApiScope | undefined {
  return reflector.getAllAndOverride<ApiScope | undefined>(TOKEN_SCOPE_KEY, [
    context.getHandler(),
    context.getClass(),
  ]);
}

/**
 * A request that a bearer token authenticates: one with `Authorization: Bearer …` to a handler
 * open to tokens. The access guard then checks the token and nothing else.
 */
export function isTokenRequest(reflector: Reflector, context: ExecutionContext): boolean {
  const request = context.switchToHttp().getRequest<Request>();
  return (
    tokenScopeOf(reflector, context) !== undefined &&
    /^Bearer /i.test(request.headers.authorization ?? '')
  );
}
