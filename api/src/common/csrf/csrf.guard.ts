import { Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { isTokenRequest } from '../access/token-handler';
import { problem, ProblemCode, ProblemException } from '../problem/problem';
import { csrf, CSRF_SAFE_METHODS } from './csrf';

/**
 * Every unsafe request needs the session's CSRF token and must not come from another site —
 * except a request with a bearer token to a handler open to tokens: CSRF protects cookies, the
 * access guard then authenticates by the token alone (never by a cookie sent along), and no
 * browser sends an Authorization header to another site without CORS, which this API refuses.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (CSRF_SAFE_METHODS.has(request.method)) return true;
    if (isTokenRequest(this.reflector, context)) return true;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || !request.session || !csrf.isRequestValid(request)) {
      throw new ProblemException(
        problem(
          403,
          ProblemCode.CSRF_INVALID,
          'Invalid CSRF token',
          'Fetch a token from GET /api/v1/csrf and send it in the X-CSRF-Token header.',
        ),
      );
    }
    return true;
  }
}
