import type { MailJob, MailTemplateData, RenderedMail, SendableMail } from '../mail.types';
import { bookingCancellationMail } from './booking-cancellation.template';
import { renderCouponPdf } from './coupon-pdf';
import type { CouponIssuer } from './coupon-pdf';
import { COUPON_TEXTS } from './coupon-texts';
import { couponDeliveryMail, couponOrderMail } from './coupon.template';
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
    case 'coupon-order':
      return couponOrderMail(job.lang, job.data, senderName);
    case 'coupon-delivery':
      return couponDeliveryMail(job.lang, job.data, senderName);
    default:
      // A job queued by a newer version, or by hand: it fails (and retries) instead of sending junk.
      throw new Error(`unknown mail template ${String((job as { template: unknown }).template)}`);
  }
}

/**
 * Renders a queued mail as it is sent: the template's text, plus the files made only now from
 * the job's data (a paid coupon's PDF), so the queue never holds a file.
 */
export async function renderMailJob(queued: MailJob, issuer: CouponIssuer): Promise<SendableMail> {
  const mail = renderTemplate(queued, issuer.name);
  const job = queued as AnyMailJob;
  if (job.template !== 'coupon-delivery') return mail;
  const pdf = await renderCouponPdf(job.lang, job.data, issuer);
  return {
    ...mail,
    attachments: [
      ...(mail.attachments ?? []),
      {
        filename: COUPON_TEXTS[job.lang].pdfFilename,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}
