import { Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { problem, ProblemCode, ProblemException } from '../problem/problem';
import { csrf, CSRF_SAFE_METHODS } from './csrf';

/** Every unsafe request needs the session's CSRF token and must not come from another site. */
@Injectable()
export class CsrfGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (CSRF_SAFE_METHODS.has(request.method)) return true;
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
