import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { germanDate } from '../common/staff-texts';
import type { AgencyDetails } from '../config/app-config';
import { PAYMENT_METHOD_NAMES, VAT_PERCENT } from './cash-register.rules';
import type { CheckoutDto } from './dto/cash-register.dto';

/** 80 mm till roll: what receipt printers take, and what reads well on a phone. */
const WIDTH = 226;
const MARGIN = 14;
const LINE = 12;

const amount = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const euros = (cents: number): string => `${amount.format(cents / 100)} €`;

interface Row {
  left: string;
  right?: string;
  bold?: boolean;
  small?: boolean;
  /** A rule above the row. */
  rule?: boolean;
  centre?: boolean;
}

/** The receipt's rows, top to bottom: a pure function, so its content is testable as text. */
export function receiptRows(
  checkout: CheckoutDto,
  business: AgencyDetails,
  timeZone: string,
): Row[] {
  const time = new Intl.DateTimeFormat('de-DE', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(checkout.createdAt);
  const rows: Row[] = [
    { left: business.name, bold: true, centre: true },
    { left: business.street, small: true, centre: true },
    { left: `${business.postalCode} ${business.city}`, small: true, centre: true },
    { left: `Tel. ${business.phone}`, small: true, centre: true },
    { left: `USt-IdNr. ${business.vatId}`, small: true, centre: true },
    { left: `Beleg Nr. ${checkout.receiptNumber}`, right: time, rule: true },
  ];
  if (checkout.booking) {
    const { booking } = checkout;
    const length =
      booking.hours !== null
        ? `${String(booking.hours).replace('.', ',')} Std.`
        : `${booking.nights ?? 0} ${booking.nights === 1 ? 'Nacht' : 'Nächte'}`;
    rows.push({ left: `Miete ${booking.vehicleName}`, right: euros(booking.priceCents) });
    rows.push({ left: `  ${germanDate(booking.day)}, ${length}`, small: true });
  }
  if (checkout.soldCoupon) {
    rows.push({ left: 'Geschenkgutschein', right: euros(checkout.soldCoupon.amountCents) });
    rows.push({ left: '  Mehrzweckgutschein, ohne MwSt.', small: true });
  }
  for (const item of checkout.items) {
    rows.push({ left: `${item.quantity} × ${item.name}`, right: euros(item.totalCents) });
    if (item.quantity > 1) rows.push({ left: `  à ${euros(item.priceCents)}`, small: true });
  }
  rows.push({ left: 'Zwischensumme', right: euros(checkout.subtotalCents), rule: true });
  if (checkout.couponCents > 0) {
    const hint = checkout.couponHint ? ` …${checkout.couponHint}` : '';
    rows.push({ left: `Gutschein${hint}`, right: `–${euros(checkout.couponCents)}` });
  }
  rows.push({ left: 'Summe EUR', right: euros(checkout.incomeCents), bold: true });
  rows.push({ left: `Zahlart: ${PAYMENT_METHOD_NAMES[checkout.paymentMethod]}`, rule: true });
  if (checkout.receivedCents !== null) {
    rows.push({ left: 'Gegeben', right: euros(checkout.receivedCents) });
    rows.push({ left: 'Rückgeld', right: euros(checkout.changeCents ?? 0) });
  }
  const taxable = checkout.subtotalCents - (checkout.soldCoupon?.amountCents ?? 0);
  rows.push({
    left: `enthaltene MwSt. ${VAT_PERCENT} %`,
    right: euros(checkout.vatCents),
    small: true,
    rule: true,
  });
  rows.push({ left: `Netto`, right: euros(taxable - checkout.vatCents), small: true });
  rows.push({ left: `Kassiert von ${checkout.cashier}`, small: true });
  rows.push({
    left: 'Vielen Dank und eine schöne Zeit auf dem See!',
    small: true,
    centre: true,
    rule: true,
  });
  return rows;
}

/** The characters the standard PDF fonts can draw (Windows-1252) beyond Latin-1. */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/**
 * Text the standard fonts can draw: anything else (an emoji in a product name, a Polish business
 * name) becomes '?', so a receipt is always made rather than the request failing.
 */
export function drawable(text: string): string {
  return [...text]
    .map((character) => {
      const code = character.codePointAt(0)!;
      const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return latin1 || WIN_ANSI_EXTRAS.includes(character) ? character : '?';
    })
    .join('');
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The receipt as a PDF on an 80 mm roll, as tall as its rows need. */
export async function receiptPdf(
  checkout: CheckoutDto,
  business: AgencyDetails,
  timeZone: string,
): Promise<Uint8Array> {
  const rows = receiptRows(checkout, business, timeZone);
  const document = await PDFDocument.create();
  document.setTitle(`Beleg ${checkout.receiptNumber}`);
  document.setAuthor(drawable(business.name));
  document.setCreationDate(checkout.createdAt);
  document.setModificationDate(checkout.createdAt);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const height = MARGIN * 2 + rows.reduce((sum, row) => sum + LINE + (row.rule ? 8 : 0), 0);
  const page: PDFPage = document.addPage([WIDTH, height]);
  const ink = rgb(0.1, 0.15, 0.2);
  let y = height - MARGIN - LINE + 3;
  for (const row of rows) {
    if (row.rule) {
      y -= 4;
      page.drawLine({
        start: { x: MARGIN, y: y + LINE - 2 },
        end: { x: WIDTH - MARGIN, y: y + LINE - 2 },
        thickness: 0.5,
        color: rgb(0.6, 0.63, 0.66),
      });
      y -= 4;
    }
    const font = row.bold ? bold : regular;
    const size = row.small ? 7.5 : 9;
    const right = row.right === undefined ? undefined : drawable(row.right);
    const rightWidth = right ? font.widthOfTextAtSize(right, size) : 0;
    const left = fit(
      drawable(row.left),
      font,
      size,
      WIDTH - 2 * MARGIN - rightWidth - (right ? 6 : 0),
    );
    const x = row.centre ? (WIDTH - font.widthOfTextAtSize(left, size)) / 2 : MARGIN;
    page.drawText(left, { x, y, size, font, color: ink });
    if (right) {
      page.drawText(right, { x: WIDTH - MARGIN - rightWidth, y, size, font, color: ink });
    }
    y -= LINE;
  }
  return document.save();
}
