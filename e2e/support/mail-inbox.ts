import { expect } from '@playwright/test';
import { E2E_MAIL_INBOX_URL } from './environment';

/** A mail as the local inbox (maildev) lists it; only the fields the journeys read. */
export interface InboxMail {
  subject: string;
  text: string;
  to: { address: string }[];
  date: string;
}

/** Every mail the inbox holds, oldest first. */
export async function listMails(): Promise<InboxMail[]> {
  const response = await fetch(`${E2E_MAIL_INBOX_URL}/email`);
  expect(response.ok).toBe(true);
  return (await response.json()) as InboxMail[];
}

/**
 * The newest mail to `address` whose subject matches, waiting until it arrives (mails are
 * queued and sent in the background). Journeys give every customer an address of their own.
 */
export async function waitForMail(
  address: string,
  subject: string | RegExp,
  timeout = 20_000,
): Promise<InboxMail> {
  const wanted = address.toLowerCase();
  const matches = (text: string) =>
    typeof subject === 'string' ? text === subject : subject.test(text);
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await listMails())
          .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === wanted))
          .filter((mail) => matches(mail.subject))
          .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
          .at(-1);
        return found?.subject ?? null;
      },
      { message: `a mail to ${address} with the subject ${String(subject)}`, timeout },
    )
    .not.toBeNull();
  return found!;
}

/** The five-digit code of a booking verification mail (spec §9). */
export function verificationCodeIn(mail: InboxMail): string {
  const code = /(?<!\d)\d{5}(?!\d)/.exec(mail.text)?.[0];
  expect(code, `a five-digit code in: ${mail.text}`).toBeDefined();
  return code!;
}

/** The newest verification code mailed to `address`, waiting for it to arrive. */
export async function waitForVerificationCode(
  address: string,
  lang: 'de' | 'en' = 'de',
): Promise<string> {
  const subject = lang === 'de' ? 'Ihr Bestätigungscode' : 'Your verification code';
  return verificationCodeIn(await waitForMail(address, subject));
}
