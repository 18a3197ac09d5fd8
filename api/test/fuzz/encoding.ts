/** Building request bodies and URLs byte by byte, including the broken ones. */

/** A JSON literal placed into a body as written (`1e400`, `-0`, deep nesting). */
export class RawJson {
  constructor(readonly json: string) {}
}

/** JSON text of `value`, with every RawJson written as its literal. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `\u0000raw${raws.push(item.json) - 1}\u0000` : item,
  );
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_match, index: string) => raws[Number(index)]!);
}

/** Percent-encodes every byte of the UTF-8 form except the unreserved characters. */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';

/** A multipart/form-data body (without its closing boundary when `truncated`). */
export function multipartBody(parts: readonly MultipartPart[], truncated = false): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `Content-Disposition: form-data; name="${part.name}"` +
      (part.filename !== undefined ? `; filename="${part.filename}"` : '');
    const head =
      `--${BOUNDARY}\r\n${disposition}\r\n` +
      (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
      '\r\n';
    chunks.push(Buffer.from(head, 'utf8'), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  if (!truncated) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** Control, invisible and direction-changing characters, and lone surrogates. */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text with every invisible character written as \uXXXX, so failure output shows it. */
export function escapeInvisible(text: string): string {
  return text.replace(
    INVISIBLE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A short picture of a value for failure messages (invisible characters escaped). */
export function show(value: unknown, max = 60): string {
  if (value instanceof RawJson) return abbreviate(value.json, max);
  if (typeof value === 'string') {
    const run = /^(.)\1+$/su.exec(value);
    if (run && value.length > max) return `"${escapeInvisible(run[1]!)}"×${value.length}`;
    return abbreviate(`"${escapeInvisible(value)}"`, max);
  }
  if (value === undefined) return 'undefined';
  let text: string;
  try {
    text = toJsonText(value);
  } catch {
    text = String(value);
  }
  return abbreviate(escapeInvisible(text), max);
}

/** A raw text (a body as sent or received), escaped and shortened. */
export const showText = (text: string, max = 60): string => abbreviate(escapeInvisible(text), max);

/** Long texts as their start and their length. */
export function abbreviate(text: string, max = 60): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (${text.length} chars)`;
}
