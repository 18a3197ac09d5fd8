import type { MailLanguage, MailTemplateData, RenderedMail } from '../mail.types';
import { renderMail } from './layout';

export function bookingVerificationCodeMail(
  lang: MailLanguage,
  data: MailTemplateData['booking-verification-code'],
  senderName: string,
): RenderedMail {
  if (lang === 'en') {
    return renderMail({
      subject: 'Your verification code',
      greeting: `Hello ${data.name},`,
      paragraphs: [
        `to confirm your booking at RentalRevolution, please enter this code: ${data.code}`,
        `The code is valid for ${data.validMinutes} minutes and can be used once.`,
        'If you did not make a booking, simply ignore this e-mail; nothing will be booked.',
      ],
      closing: 'Kind regards',
      signature: senderName,
    });
  }
  return renderMail({
    subject: 'Ihr Bestätigungscode',
    greeting: `Hallo ${data.name},`,
    paragraphs: [
      `um Ihre Buchung bei RentalRevolution zu bestätigen, geben Sie bitte diesen Code ein: ${data.code}`,
      `Der Code ist ${data.validMinutes} Minuten gültig und kann einmal verwendet werden.`,
      'Wenn Sie nichts gebucht haben, ignorieren Sie diese E-Mail einfach; es wird nichts gebucht.',
    ],
    closing: 'Viele Grüße',
    signature: senderName,
  });
}
