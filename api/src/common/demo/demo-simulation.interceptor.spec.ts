import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { lastValueFrom, of } from 'rxjs';
import type { ResolvedConfig } from '../../config/app-config';
import type { StaffSession } from '../session/session-data';
import type { TransactionHost } from '../database/transaction-host';
import { DemoSimulated } from './demo.decorator';
import { DemoSimulationInterceptor } from './demo-simulation.interceptor';

class Handlers {
  @DemoSimulated()
  simulatable(): void {}

  alwaysReal(): void {}
}

async function run(options: {
  demoMode: boolean;
  handler: keyof Handlers;
  staff?: Partial<StaffSession>;
}): Promise<{ body: unknown; header: string | undefined; rolledBack: boolean }> {
  let rolledBack = false;
  let header: string | undefined;
  const transactions = {
    rolledBack: async <T>(work: () => Promise<T>) => {
      rolledBack = true;
      return work();
    },
  } as unknown as TransactionHost;
  const interceptor = new DemoSimulationInterceptor(new Reflector(), transactions, {
    demoMode: options.demoMode,
  } as ResolvedConfig);
  const context = {
    getHandler: () => Handlers.prototype[options.handler],
    getClass: () => Handlers,
    switchToHttp: () => ({
      getRequest: () => ({ session: options.staff ? { staff: options.staff } : {} }),
      getResponse: () => ({ setHeader: (_: string, value: string) => (header = value) }),
    }),
  } as unknown as ExecutionContext;
  const next: CallHandler = { handle: () => of({ id: 'b1' }) };
  const body = await lastValueFrom(interceptor.intercept(context, next));
  return { body, header, rolledBack };
}

describe('DemoSimulationInterceptor', () => {
  it('simulates an anonymous visitor on a marked route in demo mode', async () => {
    expect(await run({ demoMode: true, handler: 'simulatable' })).toEqual({
      body: { id: 'b1', simulated: true },
      header: '1',
      rolledBack: true,
    });
  });

  it('simulates the demo staff account', async () => {
    expect(
      (await run({ demoMode: true, handler: 'simulatable', staff: { role: 'admin', demo: true } }))
        .rolledBack,
    ).toBe(true);
  });

  it.each([
    [
      'root',
      {
        demoMode: true,
        handler: 'simulatable' as const,
        staff: { role: 'root' as const, demo: false },
      },
    ],
    [
      'a regular admin',
      {
        demoMode: true,
        handler: 'simulatable' as const,
        staff: { role: 'admin' as const, demo: false },
      },
    ],
    ['an unmarked route', { demoMode: true, handler: 'alwaysReal' as const }],
    ['demo mode off', { demoMode: false, handler: 'simulatable' as const }],
  ])('keeps writes real for %s', async (_, options) => {
    expect(await run(options)).toEqual({
      body: { id: 'b1' },
      header: undefined,
      rolledBack: false,
    });
  });
});
