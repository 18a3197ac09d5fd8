import type { LoggerService } from '@nestjs/common';
import pino from 'pino';
import type { Logger as Pino } from 'pino';
import type { AppConfig } from '../../config/app-config';
import { REDACT_PATHS, safeError } from './log-safety';

/** Errors logged under `err` keep their shape, never their values (log-safety.ts). */
export const logSerializers = { err: safeError };

/** JSON lines on stdout; one logger for Nest's own messages and for request logs. */
export function createPino(
  level: AppConfig['logLevel'],
  destination: pino.DestinationStream = pino.destination({ sync: true }),
): Pino {
  // Synchronous writes (the default destination) keep log lines and the start-up banner in order.
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: logSerializers,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

/**
 * Nest's own start-up chatter (one line per module, controller and mapped route: about a
 * hundred lines) is useful when debugging wiring, noise otherwise. Its `log` calls from these
 * contexts go to debug, so `LOG_LEVEL=info` shows a clean start: the ready banner and warnings.
 */
const FRAMEWORK_START_CONTEXTS: ReadonlySet<string> = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** Nest's LoggerService on top of pino: `context` becomes a field, objects are merged. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Pino) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    const startChatter = typeof context === 'string' && FRAMEWORK_START_CONTEXTS.has(context);
    this.write(startChatter ? 'debug' : 'info', message, rest);
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
    if (message instanceof Error) {
      // Spreading an error would copy its enumerable fields: a failed query's parameters.
      this.pino[level]({ context, err: message }, (text as string | undefined) ?? message.message);
    } else if (message !== null && typeof message === 'object') {
      this.pino[level]({ context, ...(message as object) }, text as string | undefined);
    } else {
      this.pino[level]({ context }, String(message));
    }
  }
}
