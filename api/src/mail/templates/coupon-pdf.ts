import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import type { CouponDeliveryMailData, MailLanguage } from '../mail.types';
import { formatMoney } from './booking-format';
import { COUPON_PANEL, COUPON_SHEET, couponDesign, panelPath } from './coupon-designs';
import { COUPON_TEXTS, formatValidUntil } from './coupon-texts';

/** Who issues the coupon, printed at its foot (the operator's details from configuration). */
export interface CouponIssuer {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
}

function colour(hex: string): Color {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/**
 * Text the standard PDF fonts can print. They encode WinAnsi only (Latin-1 plus „“ – … €),
 * which covers German; anything else loses its accent where it has one (ł → l is not one of
 * those: it becomes ?), and characters without any form become '?', never an exception.
 */
export function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let result = '';
  for (const character of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (character === '\n' || supported.has(character.codePointAt(0)!)) {
      result += character;
      continue;
    }
    const base = character.normalize('NFD').replace(/\p{Mn}/gu, '');
    result += [...base].every((part) => supported.has(part.codePointAt(0)!)) && base ? base : '?';
  }
  return result;
}

/** Breaks `text` into lines no wider than `width`; over-long words are cut. */
export function wrapLines(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  // Blank lines the buyer typed at the end print as nothing.
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  mono: PDFFont;
}

/** Draws the picture's shapes (SVG coordinates: origin top left, y downwards). */
function drawDesign(page: PDFPage, background: number): void {
  for (const shape of couponDesign(background).shapes) {
    page.drawSvgPath(shape.d, {
      x: 0,
      y: COUPON_SHEET.height,
      ...(shape.fill ? { color: colour(shape.fill), opacity: shape.opacity ?? 1 } : {}),
      ...(shape.stroke
        ? {
            borderColor: colour(shape.stroke),
            borderWidth: shape.strokeWidth ?? 1,
            borderOpacity: shape.opacity ?? 1,
          }
        : {}),
    });
  }
}

/**
 * The gift coupon as a one-page A5 landscape PDF: the chosen picture, on a white panel the
 * recipient, the buyer's words, the amount, the code and its validity, and the issuer at the
 * foot. A demo example carries a diagonal note that it cannot be redeemed.
 */
export async function renderCouponPdf(
  lang: MailLanguage,
  data: CouponDeliveryMailData,
  issuer: CouponIssuer,
): Promise<Uint8Array> {
  const texts = COUPON_TEXTS[lang];
  const doc = await PDFDocument.create();
  doc.setTitle(`${texts.pdf.title} – RentalRevolution`);
  doc.setAuthor(issuer.name);
  doc.setCreator('RentalRevolution');
  doc.setProducer('RentalRevolution');
  doc.setLanguage(lang === 'de' ? 'de-DE' : 'en-GB');
  const page = doc.addPage([COUPON_SHEET.width, COUPON_SHEET.height]);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    mono: await doc.embedFont(StandardFonts.CourierBold),
  };
  const { palette } = couponDesign(data.background);
  drawDesign(page, data.background);

  page.drawSvgPath(panelPath(), {
    x: 0,
    y: COUPON_SHEET.height,
    color: rgb(1, 1, 1),
    opacity: 0.94,
    borderColor: colour(palette.frame),
    borderWidth: 1.2,
  });

  const left = COUPON_PANEL.x + 26;
  const width = COUPON_PANEL.width - 52;
  /** Text with its baseline `top` points below the sheet's top edge. */
  const text = (
    value: string,
    top: number,
    font: PDFFont,
    size: number,
    hex: string,
    x = left,
  ): void => {
    page.drawText(printable(font, value), {
      x,
      y: COUPON_SHEET.height - top,
      size,
      font,
      color: colour(hex),
    });
  };

  text('RentalRevolution', 60, fonts.bold, 11, palette.accent);
  page.drawLine({
    start: { x: left, y: COUPON_SHEET.height - 68 },
    end: { x: left + 28, y: COUPON_SHEET.height - 68 },
    thickness: 2,
    color: colour(palette.accent),
  });
  text(texts.pdf.title, 104, fonts.bold, 34, palette.ink);

  let top = 104;
  const recipient = data.recipient?.trim();
  if (recipient) {
    top += 26;
    text(texts.pdf.forRecipient(recipient), top, fonts.regular, 15, palette.ink);
  }
  const message = data.message?.trim();
  if (message) {
    const size = 10.5;
    const lines = wrapLines(printable(fonts.italic, message), fonts.italic, size, width);
    top += 24;
    for (const line of lines.slice(0, 9)) {
      text(line, top, fonts.italic, size, palette.muted);
      top += 14;
    }
  }

  page.drawLine({
    start: { x: left, y: COUPON_SHEET.height - 276 },
    end: { x: left + width, y: COUPON_SHEET.height - 276 },
    thickness: 0.8,
    color: colour(palette.frame),
  });
  text(formatMoney(lang, data.amountCents), 310, fonts.bold, 30, palette.accent);
  text(texts.pdf.codeLabel.toUpperCase(), 330, fonts.bold, 7.5, palette.muted);
  text(data.code, 347, fonts.mono, 14.5, palette.ink);
  text(
    texts.pdf.validUntil(formatValidUntil(lang, data.validUntil)),
    364,
    fonts.regular,
    9.5,
    palette.ink,
  );
  const foot = [
    issuer.name,
    issuer.street,
    `${issuer.postalCode} ${issuer.city}`,
    issuer.phone,
    issuer.email,
  ]
    .filter((part) => part.trim() !== '')
    .join(' · ');
  const footSize = 6.6;
  const footLines = wrapLines(printable(fonts.regular, foot), fonts.regular, footSize, width);
  text(footLines[0] ?? '', 382, fonts.regular, footSize, palette.muted);

  if (data.example) {
    const note = printable(fonts.bold, texts.pdf.example);
    const size = 30;
    const noteWidth = fonts.bold.widthOfTextAtSize(note, size);
    const angle = 18;
    const radians = (angle * Math.PI) / 180;
    page.drawText(note, {
      x: COUPON_SHEET.width / 2 - (noteWidth / 2) * Math.cos(radians),
      y: COUPON_SHEET.height / 2 - (noteWidth / 2) * Math.sin(radians),
      size,
      font: fonts.bold,
      color: rgb(0.78, 0.16, 0.16),
      opacity: 0.32,
      rotate: degrees(angle),
    });
  }

  // Without object streams, so simple readers (and the tests) find every object as it is.
  return doc.save({ useObjectStreams: false });
}
