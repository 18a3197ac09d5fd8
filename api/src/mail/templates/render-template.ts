import type { MailJob, RenderedMail } from '../mail.types';
import { passwordResetMail } from './password-reset.template';

/** Renders a queued mail in its language. */
export function renderTemplate(job: MailJob, senderName: string): RenderedMail {
  switch (job.template) {
    case 'password-reset':
      return passwordResetMail(job.lang, job.data, senderName);
  }
}
