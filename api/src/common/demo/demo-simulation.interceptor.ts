import { Inject, Injectable } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, lastValueFrom } from 'rxjs';
import type { Observable } from 'rxjs';
import type { ResolvedConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionHost } from '../database/transaction-host';
import { DEMO_SIMULATED_HEADER, DEMO_SIMULATED_KEY } from './demo.decorator';

/** The one place that decides whether a write is simulated; services never know. */
@Injectable()
export class DemoSimulationInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly transactions: TransactionHost,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.shouldSimulate(context)) return next.handle();
    const response = context.switchToHttp().getResponse<Response>();
    return from(
      this.transactions.rolledBack(async () => {
        const result: unknown = await lastValueFrom(next.handle(), { defaultValue: undefined });
        response.setHeader(DEMO_SIMULATED_HEADER, '1');
        return result !== null && typeof result === 'object'
          ? { ...result, simulated: true }
          : result;
      }),
    );
  }

  private shouldSimulate(context: ExecutionContext): boolean {
    if (!this.config.demoMode) return false;
    const marked = this.reflector.getAllAndOverride<boolean>(DEMO_SIMULATED_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!marked) return false;
    const request = context.switchToHttp().getRequest<Request>();
    // A token acts for its creator: the demo account's tokens are simulated like the account.
    const token = request.principals?.staff?.apiToken ? request.principals.staff : undefined;
    const staff = token ?? request.session?.staff;
    return staff === undefined || staff.demo;
  }
}
