import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitUntil } from './wait-until';

export interface CapturedAttachment {
  filename: string | undefined;
  contentType: string;
  /** The `method` parameter of its content type (an iCalendar entry's PUBLISH). */
  method: string | undefined;
  content: string;
}

export interface CapturedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: CapturedAttachment[];
}

/** An in-process SMTP server that keeps what the app sends (tests only). */
export class MailCapture {
  readonly messages: CapturedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, done) => {
      simpleParser(stream)
        .then((mail) => {
          this.messages.push({
            to: Array.isArray(mail.to)
              ? mail.to.map((a) => a.text).join(', ')
              : (mail.to?.text ?? ''),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((attachment) => ({
              filename: attachment.filename,
              contentType: attachment.contentType,
              method: (
                attachment.headers.get('content-type') as { params?: Record<string, string> }
              )?.params?.method,
              content: attachment.content.toString('utf8'),
            })),
          });
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  private port = 0;

  /** Listens on the given port, or on a free one. */
  async start(port = 0): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The first mail to `to` (whose subject matches `subject`, if given) within the time. */
  waitFor(to: string, timeoutMs?: number, subject?: RegExp): Promise<CapturedMail> {
    return waitUntil(
      () =>
        this.messages.find(
          (mail) => mail.to.includes(to) && (subject === undefined || subject.test(mail.subject)),
        ),
      `a mail to ${to}${subject ? ` matching ${subject}` : ''}`,
      timeoutMs,
    );
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
