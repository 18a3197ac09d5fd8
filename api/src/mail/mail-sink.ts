import { once } from 'node:events';

/** maildev ships no types; this is the part used here. */
interface MailDevServer {
  listen(callback?: (error?: Error) => void): void;
  close(callback?: () => void): void;
  on(event: 'error', handler: (error: Error) => void): void;
}
type MailDevConstructor = new (options: Record<string, unknown>) => MailDevServer;

export interface MailSink {
  smtpUrl: string;
  inboxUrl: string;
  stop(): Promise<void>;
}

/**
 * For `npm start` without SMTP_URL: a local SMTP server with a web inbox on loopback, so a person
 * trying the product can read every mail it sends. Never used in production.
 */
export async function startMailSink(smtpPort: number, webPort: number): Promise<MailSink> {
  // Loaded only here: production images ship without it.
  const { default: MailDev } = (await import('maildev')) as { default: MailDevConstructor };
  const server = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    disableWeb: false,
  });
  const listening = new Promise<void>((resolve, reject) =>
    server.listen((error) => (error ? reject(error) : resolve())),
  );
  const failed = once(server as unknown as NodeJS.EventEmitter, 'error').then(([error]) => {
    throw new Error(
      `The local mail inbox could not start on ports ${smtpPort}/${webPort} (set MAIL_SINK_SMTP_PORT, MAIL_SINK_WEB_PORT or SMTP_URL): ${String(error)}`,
    );
  });
  await Promise.race([listening, failed]);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://127.0.0.1:${webPort}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
