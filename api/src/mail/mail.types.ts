export type MailLanguage = 'de' | 'en';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What the queue carries: rendered only when sending, so template fixes reach queued mail. */
export interface MailJob<Template extends keyof MailTemplateData = keyof MailTemplateData> {
  template: Template;
  to: string;
  lang: MailLanguage;
  data: MailTemplateData[Template];
}

export interface MailTemplateData {
  'password-reset': { firstName: string; link: string; validMinutes: number };
}
