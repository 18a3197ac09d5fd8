import type { MailLanguage, MailTemplateData, RenderedMail } from '../mail.types';
import { renderMail } from './layout';

export function passwordResetMail(
  lang: MailLanguage,
  data: MailTemplateData['password-reset'],
  senderName: string,
): RenderedMail {
  if (lang === 'en') {
    return renderMail({
      subject: 'Reset your password',
      greeting: `Hello ${data.firstName},`,
      paragraphs: [
        'someone asked to reset the password of your staff account. If that was you, choose a new password with this link.',
        `The link works once and expires after ${data.validMinutes} minutes. If you did not ask for it, you can ignore this e-mail; your password stays as it is.`,
      ],
      action: { label: 'Choose a new password', url: data.link },
      closing: 'Kind regards',
      signature: senderName,
    });
  }
  return renderMail({
    subject: 'Passwort zurücksetzen',
    greeting: `Hallo ${data.firstName},`,
    paragraphs: [
      'für Ihr Mitarbeiterkonto wurde das Zurücksetzen des Passworts angefordert. Wenn Sie das waren, vergeben Sie über diesen Link ein neues Passwort.',
      `Der Link funktioniert einmal und ist ${data.validMinutes} Minuten gültig. Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail einfach; Ihr Passwort bleibt unverändert.`,
    ],
    action: { label: 'Neues Passwort vergeben', url: data.link },
    closing: 'Viele Grüße',
    signature: senderName,
  });
}
