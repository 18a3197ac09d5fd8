import { inflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { CouponDeliveryMailData } from '../mail.types';
import { couponDesign } from './coupon-designs';
import { printable, renderCouponPdf, wrapLines } from './coupon-pdf';
import type { CouponIssuer } from './coupon-pdf';

const ISSUER: CouponIssuer = {
  name: 'Seeblick Agentur',
  street: 'Uferweg 3',
  postalCode: '15526',
  city: 'Bad Saarow',
  phone: '+49 30 1234567',
  email: 'hallo@seeblick.example',
};

const coupon = (overrides: Partial<CouponDeliveryMailData> = {}): CouponDeliveryMailData => ({
  couponId: '3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b',
  example: false,
  salutation: 'ms',
  name: 'Anna Berg',
  recipient: 'Jörg Müßig',
  message: 'Alles Gute zum Geburtstag! Eine Tour übers Wasser – für Dich. „Ahoi“ …',
  background: 2,
  amountCents: 5_000,
  code: 'K7QM-3ZP9-XW2D-8HFT',
  validUntil: '2029-12-31',
  paymentMethod: 'paypal',
  ...overrides,
});

/** WinAnsi bytes → text for the characters these tests print (Latin-1 plus a few). */
const WIN_ANSI_EXTRA: Record<number, string> = {
  0x80: '€',
  0x84: '„',
  0x85: '…',
  0x93: '“',
  0x94: '”',
  0x96: '–',
};

/**
 * The text a PDF shows, as pdf-lib writes it: every content stream inflated, every hex string
 * shown with Tj decoded. Lines in drawing order, joined by newlines.
 */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(raw)) !== null) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const hex = shown[1]!;
      let line = '';
      for (let index = 0; index < hex.length; index += 2) {
        const code = Number.parseInt(hex.slice(index, index + 2), 16);
        line += WIN_ANSI_EXTRA[code] ?? String.fromCharCode(code);
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}

/** Intl writes a no-break space before '€' in German; the assertions read plain spaces. */
const plain = (value: string) => value.replace(/\u00a0/g, ' ');

describe('the gift coupon PDF', () => {
  it('is one A5 landscape page with the recipient, the words, the amount, the code and the validity', async () => {
    const bytes = await renderCouponPdf('de', coupon(), ISSUER);
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 420]);
    expect(doc.getTitle()).toBe('Gutschein – RentalRevolution');

    const text = plain(pdfText(bytes));
    expect(text).toContain('RentalRevolution');
    expect(text).toContain('Gutschein');
    expect(text).toContain('für Jörg Müßig');
    expect(text).toContain('Alles Gute zum Geburtstag!');
    expect(text).toContain('„Ahoi“ …');
    expect(text).toContain('50,00 €');
    expect(text).toContain('K7QM-3ZP9-XW2D-8HFT');
    expect(text).toContain('gültig bis 31.12.2029');
    expect(text).toContain('Seeblick Agentur · Uferweg 3 · 15526 Bad Saarow');
    expect(text).not.toContain('BEISPIEL');
  });

  it('writes English, and marks a demo example as not redeemable', async () => {
    const text = plain(
      pdfText(
        await renderCouponPdf(
          'en',
          coupon({ example: true, amountCents: 123_400, recipient: 'Sam' }),
          ISSUER,
        ),
      ),
    );
    expect(text).toContain('Gift coupon');
    expect(text).toContain('for Sam');
    expect(text).toContain('€1,234.00');
    expect(text).toContain('valid until 31 December 2029');
    expect(text).toContain('EXAMPLE – NOT REDEEMABLE');
  });

  it('leaves out an empty recipient and text, on each of the three pictures', async () => {
    for (const background of [1, 2, 3]) {
      const bytes = await renderCouponPdf(
        'de',
        coupon({ background, recipient: null, message: '  ' }),
        ISSUER,
      );
      const text = pdfText(bytes);
      expect(text).not.toContain('für');
      expect(text).toContain('K7QM-3ZP9-XW2D-8HFT');
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    }
  });

  it('prints a character outside WinAnsi without failing: accents dropped, others as ?', async () => {
    const bytes = await renderCouponPdf(
      'de',
      coupon({ recipient: 'Zoë Łukasz 🎉', message: 'Dziękuję ☺\r\nčau' }),
      ISSUER,
    );
    const text = pdfText(bytes);
    expect(text).toContain('für Zoë ?ukasz ?');
    expect(text).toContain('Dziekuje ?');
    expect(text).toContain('cau');
  });

  it('draws three distinct pictures', () => {
    const first = couponDesign(1);
    const [second, third] = [couponDesign(2), couponDesign(3)];
    expect(new Set([first.palette.accent, second.palette.accent, third.palette.accent]).size).toBe(
      3,
    );
    expect(first.shapes.map((shape) => shape.d)).not.toEqual(second.shapes.map((shape) => shape.d));
    // An unknown number (a job queued by hand) gets the first picture, never an exception.
    expect(couponDesign(7)).toEqual(first);
  });
});

describe('coupon text helpers', () => {
  it('wraps the buyer’s words to the panel, keeping their line breaks and cutting long words', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const lines = wrapLines('eins zwei drei vier\n\nfünf ' + 'x'.repeat(80), font, 10, 100);
    expect(lines[0]).toBe('eins zwei drei vier');
    expect(lines[1]).toBe('');
    expect(lines[2]).toBe('fünf');
    expect(lines.slice(3).join('')).toBe('x'.repeat(80));
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
    expect(wrapLines('a\n\n', font, 10, 100)).toEqual(['a']);
  });

  it('keeps what WinAnsi encodes: German letters, € and typographic quotes', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const german = 'ÄÖÜäöüß € „Grüße“ – ‚gern‘ …';
    expect(printable(font, german)).toBe(german);
    expect(() => font.encodeText(printable(font, 'ă ș ț 中文 \u{1F6A4}'))).not.toThrow();
  });
});
