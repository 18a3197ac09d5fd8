import { Writable } from 'node:stream';
import pino from 'pino';
import { PinoNestLogger } from './logger';

function capture(level: pino.LevelWithSilent) {
  const lines: { level: number; context?: string; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: new PinoNestLogger(pino({ level }, stream)), lines };
}

describe('PinoNestLogger', () => {
  it('keeps Nest start-up chatter (modules, routes) out of the info level', () => {
    const { logger, lines } = capture('info');
    logger.log('Mapped {/api/v1/health, GET} route', 'RouterExplorer');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('HealthController {/api/v1/health}:', 'RoutesResolver');
    logger.log('Starting Nest application...', 'NestFactory');
    logger.log('Nest application successfully started', 'NestApplication');
    expect(lines).toEqual([]);
  });

  it('shows that chatter at debug level', () => {
    const { logger, lines } = capture('debug');
    logger.log('Mapped {/api/v1/health, GET} route', 'RouterExplorer');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 20,
        context: 'RouterExplorer',
        msg: 'Mapped {/api/v1/health, GET} route',
      }),
    ]);
  });

  it('logs everything else at its own level', () => {
    const { logger, lines } = capture('info');
    logger.log('mail sent', 'MailService');
    logger.warn('SMTP slow', 'MailService');
    logger.debug('details', 'MailService');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, context: 'MailService', msg: 'mail sent' }),
      expect.objectContaining({ level: 40, context: 'MailService', msg: 'SMTP slow' }),
    ]);
  });
});
