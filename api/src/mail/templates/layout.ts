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

/** One line of a details list; a value may span several lines (`\n`). */
export interface MailRow {
  label: string;
  value: string;
}

/** A paragraph, or a list of label/value rows (e.g. the details of a booking). */
export type MailBlock = string | { rows: MailRow[] };

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: MailBlock[];
  action?: { label: string; url: string };
  closing: string;
  signature: string;
  attachments?: RenderedMail['attachments'];
}

/** `Label: value`, further lines of the value indented under it. */
function textRows(rows: MailRow[]): string {
  return rows.map(({ label, value }) => `${label}: ${value.split('\n').join('\n  ')}`).join('\n');
}

function htmlRows(rows: MailRow[]): string {
  const cell = 'padding:4px 0;vertical-align:top;line-height:1.5';
  const body = rows
    .map(
      ({ label, value }) =>
        `<tr><th scope="row" style="${cell};padding-right:16px;text-align:left;font-weight:normal;color:#5b6b7a;white-space:nowrap">${escapeHtml(label)}</th><td style="${cell}">${value.split('\n').map(escapeHtml).join('<br>')}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${body}</table>`;
}

/** One plain-text and one simple, client-safe HTML rendering of the same content. */
export function renderMail(content: MailContent): RenderedMail {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((block) => [
      typeof block === 'string' ? block : textRows(block.rows),
      '',
    ]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.closing,
    content.signature,
  ].join('\n');

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(value)}</p>`;
  const block = (value: MailBlock) =>
    typeof value === 'string' ? paragraph(value) : htmlRows(value.rows);
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b5c8a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f7fa;font-family:Arial,Helvetica,sans-serif;color:#1d2833"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">${paragraph(content.greeting)}${content.paragraphs.map(block).join('')}${action}${paragraph(content.closing)}<p style="margin:0;color:#5b6b7a">${escapeHtml(content.signature)}</p></div></body></html>`;

  return {
    subject: content.subject,
    text,
    html,
    ...(content.attachments?.length ? { attachments: content.attachments } : {}),
  };
}
