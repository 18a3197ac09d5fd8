import type { MailJob, MailTemplateData, RenderedMail } from '../mail.types';
import { bookingCancellationMail } from './booking-cancellation.template';
import { bookingVerificationCodeMail } from './booking-verification-code.template';
import { bookingConfirmationMail, bookingReminderMail } from './booking.template';
import { passwordResetMail } from './password-reset.template';
import { stayConfirmationMail } from './stay.template';

/** A job of exactly one template, so `data` narrows with `template`. */
type AnyMailJob = {
  [Template in keyof MailTemplateData]: MailJob<Template>;
}[keyof MailTemplateData];

/** Renders a queued mail in its language. */
export function renderTemplate(queued: MailJob, senderName: string): RenderedMail {
  const job = queued as AnyMailJob;
  switch (job.template) {
    case 'password-reset':
      return passwordResetMail(job.lang, job.data, senderName);
    case 'booking-verification-code':
      return bookingVerificationCodeMail(job.lang, job.data, senderName);
    case 'booking-confirmation':
      return bookingConfirmationMail(job.lang, job.data, senderName);
    case 'booking-reminder':
      return bookingReminderMail(job.lang, job.data, senderName);
    case 'stay-confirmation':
      return stayConfirmationMail(job.lang, job.data, senderName);
    case 'booking-cancellation':
      return bookingCancellationMail(job.lang, job.data, senderName);
    default:
      // A job queued by a newer version, or by hand: it fails (and retries) instead of sending junk.
      throw new Error(`unknown mail template ${String((job as { template: unknown }).template)}`);
  }
}
