import type { LoggerService } from '@nestjs/common';
import pino from 'pino';
import type { Logger as Pino } from 'pino';
import type { AppConfig } from '../../config/app-config';

/** JSON lines on stdout; one logger for Nest's own messages and for request logs. */
export function createPino(level: AppConfig['logLevel']): Pino {
  // Synchronous writes keep log lines and the start-up banner in order.
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({ sync: true }),
  );
}

/** Nest's LoggerService on top of pino: `context` becomes a field, objects are merged. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Pino) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: pino.Level, message: unknown, rest: unknown[]): void {
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const text = rest.find((part) => typeof part === 'string' && part !== context);
    if (message !== null && typeof message === 'object') {
      this.pino[level]({ context, ...(message as object) }, text as string | undefined);
    } else {
      this.pino[level]({ context }, String(message));
    }
  }
}
