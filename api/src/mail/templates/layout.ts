import type { RenderedMail } from '../mail.types';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value placed into HTML goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing: string;
  signature: string;
}

/** One plain-text and one simple, client-safe HTML rendering of the same content. */
export function renderMail(content: MailContent): RenderedMail {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.closing,
    content.signature,
  ].join('\n');

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(value)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b5c8a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f7fa;font-family:Arial,Helvetica,sans-serif;color:#1d2833"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">${paragraph(content.greeting)}${content.paragraphs.map(paragraph).join('')}${action}${paragraph(content.closing)}<p style="margin:0;color:#5b6b7a">${escapeHtml(content.signature)}</p></div></body></html>`;

  return { subject: content.subject, text, html };
}
