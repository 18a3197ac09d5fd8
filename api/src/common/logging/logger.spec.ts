import { Writable } from 'node:stream';
import pino from 'pino';
import { createPino, PinoNestLogger } from './logger';

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

describe('what reaches the log', () => {
  function captureAll() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return { pino: createPino('info', stream), lines };
  }

  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';
  function failedInsert(): Error {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'employees_email_key',
      detail: 'Key (email)=(anna.schmidt@example.de) already exists.',
    });
    return Object.assign(new Error(driverError.message), {
      name: 'QueryFailedError',
      query: 'INSERT INTO "employees"("first_name", "email", "password_hash") VALUES ($1, $2, $3)',
      parameters: ['Anna', 'anna.schmidt@example.de', hash],
      driverError,
    });
  }

  it("logs a failed query's shape and SQLSTATE, never its parameters or the value in its detail", () => {
    const { pino, lines } = captureAll();
    new PinoNestLogger(pino).error(
      { err: failedInsert(), requestId: 'r1' },
      'INTERNAL_ERROR',
      'Errors',
    );
    new PinoNestLogger(pino).error(failedInsert(), 'Errors');
    pino.error({ err: failedInsert() }, 'direct');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toContain('INSERT INTO \\"employees\\"');
      expect(line).toContain('23505');
      expect(line).toContain('employees_email_key');
      expect(line).not.toContain('anna.schmidt@example.de');
      expect(line).not.toContain('argon2id');
      expect(line).not.toContain('Anna');
    }
  });

  it('redacts passwords, tokens and cookies wherever a logged object carries them', () => {
    const { pino, lines } = captureAll();
    pino.info({
      password: 'secret-1',
      body: { passwordHash: hash, token: 'tok-123' },
      req: { headers: { cookie: 'sid=abc', authorization: 'Bearer xyz' } },
    });
    expect(lines[0]).not.toMatch(/secret-1|argon2id|tok-123|sid=abc|Bearer xyz/);
    expect(lines[0]).toContain('[redacted]');
  });
});
