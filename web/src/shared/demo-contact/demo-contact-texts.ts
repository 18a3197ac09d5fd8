import type { ReactNode } from 'react';
import type { DemoContactErrorKey } from './demo-contact-rules';

export interface DemoContactTexts {
  labels: { name: string; email: string; message: string };
  errors: Record<DemoContactErrorKey, string>;
  submit: string;
  /** Shown after a valid submit: this is a demo, use the developer's real contact form. */
  notice: string;
  /** Only for a form that really sends (`send`): the button while sending, and the outcomes. */
  sending?: string;
  sent?: string;
  failed?: string;
  /** E.g. a sentence with a link to the privacy page, drawn under the form. */
  privacy?: ReactNode;
}

export const demoContactTextsDe: DemoContactTexts = {
  labels: { name: 'Name', email: 'E-Mail', message: 'Nachricht' },
  errors: {
    name: 'Bitte geben Sie einen gültigen Namen an.',
    email: 'Bitte geben Sie eine gültige Emailadresse an.',
    messageTooLong: 'Ihre Nachricht ist zu lang.',
    messageEmpty: 'Bitte geben Sie eine Nachricht ein.',
  },
  submit: 'Absenden',
  notice:
    'Dies ist eine Demo: Es wurde nichts gesendet. Bitte nutzen Sie das Kontaktformular auf der Homepage des Entwicklers.',
};

export const demoContactTextsEn: DemoContactTexts = {
  labels: { name: 'Name', email: 'Email', message: 'Message' },
  errors: {
    name: 'Please enter a valid name',
    email: 'Please enter a valid email address',
    messageTooLong: 'Your message is too long',
    messageEmpty: 'Please enter a message',
  },
  submit: 'Send',
  notice:
    "This is a demo: nothing was sent. Please use the contact form on the developer's homepage.",
};
