import fc from 'fast-check';
import {
  changeCents,
  checkoutTotals,
  csvEuros,
  entryHash,
  firstBrokenLink,
  GENESIS_HASH,
  includedVat,
} from './cash-register.rules';
import type { ChainedContent } from './cash-register.rules';
import { toCsv } from '../common/csv/csv';

const line = fc.record({
  quantity: fc.integer({ min: 1, max: 999 }),
  priceCents: fc.integer({ min: 0, max: 100_000 }),
});
const lines = fc.record({
  bookingCents: fc.integer({ min: 0, max: 1_000_000 }),
  soldCouponCents: fc.integer({ min: 0, max: 500_000 }),
  products: fc.array(line, { maxLength: 50 }),
});

describe('checkoutTotals', () => {
  it('adds the lines and deducts the coupon to the cent, never below 0 (property)', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: -1_000, max: 2_000_000 }), (cart, balance) => {
        const totals = checkoutTotals(cart, balance);
        const sum =
          cart.bookingCents +
          cart.soldCouponCents +
          cart.products.reduce((total, item) => total + item.quantity * item.priceCents, 0);
        expect(totals.subtotalCents).toBe(sum);
        expect(totals.totalCents).toBe(sum - totals.couponCents);
        expect(totals.totalCents).toBeGreaterThanOrEqual(0);
        expect(totals.couponCents).toBe(Math.min(sum, Math.max(0, balance)));
        expect(Number.isInteger(totals.vatCents)).toBe(true);
      }),
    );
  });

  it('charges VAT on the booking and products, not on a coupon sold', () => {
    const totals = checkoutTotals(
      {
        bookingCents: 10_000,
        soldCouponCents: 5_000,
        products: [{ quantity: 2, priceCents: 280 }],
      },
      0,
    );
    expect(totals).toEqual({
      productsCents: 560,
      subtotalCents: 15_560,
      couponCents: 0,
      totalCents: 15_560,
      vatCents: includedVat(10_560),
    });
    expect(includedVat(10_560)).toBe(1_686);
    expect(includedVat(119)).toBe(19);
    expect(includedVat(0)).toBe(0);
  });

  it('lets a coupon pay part or all', () => {
    const cart = {
      bookingCents: 0,
      soldCouponCents: 0,
      products: [{ quantity: 3, priceCents: 250 }],
    };
    expect(checkoutTotals(cart, 500)).toMatchObject({ couponCents: 500, totalCents: 250 });
    expect(checkoutTotals(cart, 5_000)).toMatchObject({ couponCents: 750, totalCents: 0 });
  });
});

describe('changeCents', () => {
  it('gives change only when the money received exceeds the total', () => {
    expect(changeCents(5_560, 6_000)).toBe(440);
    expect(changeCents(5_560, 5_560)).toBe(0);
    expect(changeCents(5_560, 5_000)).toBe(0);
  });
});

const content = (receiptNumber: number, incomeCents: number): ChainedContent => ({
  receiptNumber,
  createdAt: '2027-06-07T06:00:00.000Z',
  registerDay: '2027-06-07',
  cashier: 'Anna Berg',
  paymentMethod: 'cash',
  bookingId: null,
  bookingVehicle: null,
  bookingHours: null,
  bookingNights: null,
  bookingDay: null,
  bookingCents: null,
  soldCouponId: null,
  soldCouponCents: null,
  products: [{ quantity: 1, name: 'Cola', priceCents: incomeCents, totalCents: incomeCents }],
  couponHint: null,
  couponCents: 0,
  incomeCents,
  receivedCents: null,
  changeCents: null,
  vatCents: includedVat(incomeCents),
});

function chain(count: number) {
  const rows = [];
  let previousHash = GENESIS_HASH;
  for (let index = 1; index <= count; index++) {
    const row = { content: content(index, index * 100), previousHash, hash: '' };
    row.hash = entryHash(previousHash, row.content);
    rows.push(row);
    previousHash = row.hash;
  }
  return rows;
}

describe('the hash chain', () => {
  it('hashes the same content the same, whatever the key order', () => {
    const row = content(1, 280);
    const reordered = Object.fromEntries(Object.entries(row).reverse()) as ChainedContent;
    expect(entryHash(GENESIS_HASH, reordered)).toBe(entryHash(GENESIS_HASH, row));
    expect(entryHash(GENESIS_HASH, row)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds an intact chain intact', () => {
    expect(firstBrokenLink(chain(5))).toBeNull();
  });

  it('names the first row whose content was changed', () => {
    const rows = chain(5);
    rows[2]!.content = { ...rows[2]!.content, incomeCents: 1 };
    expect(firstBrokenLink(rows)).toBe(3);
  });

  it('names the row after one that was re-hashed to hide a change', () => {
    const rows = chain(5);
    rows[1]!.content = { ...rows[1]!.content, cashier: 'Jemand' };
    rows[1]!.hash = entryHash(rows[1]!.previousHash, rows[1]!.content);
    expect(firstBrokenLink(rows)).toBe(3);
  });

  it('names the row after one that was removed', () => {
    const rows = chain(4);
    rows.splice(1, 1);
    expect(firstBrokenLink(rows)).toBe(3);
  });
});

describe('CSV for a German spreadsheet', () => {
  it('writes euros with a decimal comma', () => {
    expect(csvEuros(0)).toBe('0,00');
    expect(csvEuros(5)).toBe('0,05');
    expect(csvEuros(123_456)).toBe('1234,56');
    expect(csvEuros(-250)).toBe('-2,50');
  });

  it('starts with a BOM, separates by semicolons, ends lines with CRLF and quotes where needed', () => {
    const csv = toCsv(
      ['Name', 'Betrag'],
      [
        ['Cola; groß', '2,80'],
        ['Sagte "Hallo"', '-2,50'],
        [null, 3],
      ],
    );
    expect(csv).toBe('\uFEFFName;Betrag\r\n"Cola; groß";2,80\r\n"Sagte ""Hallo""";-2,50\r\n;3\r\n');
  });

  it('keeps a text a spreadsheet would run as a formula from running', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://evil")'], ['@SUM(A1)'], ['+1']])).toBe(
      '\uFEFFx\r\n"\'=HYPERLINK(""http://evil"")"\r\n\'@SUM(A1)\r\n\'+1\r\n',
    );
  });
});
