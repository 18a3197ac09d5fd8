import type { MailLanguage } from '../mail.types';

/** The first words of every mail about a demo booking that was checked but never stored. */
export const EXAMPLE_NOTE: Record<MailLanguage, string> = {
  de: 'Dies ist eine Beispielbuchung auf unserer Demo-Seite: Es wurde nichts gespeichert und nichts reserviert.',
  en: 'This is an example booking on our demo site: nothing was stored and nothing was reserved.',
};

export const EXAMPLE_SUBJECT_PREFIX: Record<MailLanguage, string> = {
  de: '[Beispielbuchung] ',
  en: '[Example booking] ',
};
