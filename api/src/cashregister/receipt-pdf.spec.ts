import { PDFDocument } from 'pdf-lib';
import { drawable, receiptPdf, receiptRows } from './receipt-pdf';
import type { CheckoutDto } from './dto/cash-register.dto';

const BUSINESS = {
  name: 'RentalRevolution',
  owner: 'Erika Beispiel',
  street: 'Uferweg 3',
  postalCode: '14467',
  city: 'Potsdam',
  phone: '+49 331 000000',
  email: 'kasse@rental.test',
  registerEntry: 'HRB 0000',
  vatId: 'DE000000000',
};

const CHECKOUT: CheckoutDto = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  receiptNumber: 42,
  createdAt: new Date('2027-06-07T06:05:00Z'),
  registerDay: '2027-06-07',
  cashier: 'Anna Berg',
  paymentMethod: 'cash',
  booking: {
    id: 'b0000000-0000-4000-8000-000000000001',
    vehicleName: 'Seeadler',
    day: '2027-06-07',
    hours: 2.5,
    nights: null,
    priceCents: 10_000,
  },
  soldCoupon: null,
  items: [{ productId: 'p1', name: 'Cola 0,33 l', quantity: 2, priceCents: 280, totalCents: 560 }],
  subtotalCents: 10_560,
  couponHint: 'Q7XZ',
  couponCents: 5_000,
  incomeCents: 5_560,
  receivedCents: 6_000,
  changeCents: 440,
  vatCents: 1_686,
};

describe('the receipt', () => {
  it('names the business, the receipt number, every line, the coupon, the total with VAT, the payment', () => {
    const text = receiptRows(CHECKOUT, BUSINESS, 'Europe/Berlin').map((row) =>
      row.right ? `${row.left} | ${row.right}` : row.left,
    );
    expect(text).toEqual([
      'RentalRevolution',
      'Uferweg 3',
      '14467 Potsdam',
      'Tel. +49 331 000000',
      'USt-IdNr. DE000000000',
      'Beleg Nr. 42 | 07.06.2027, 08:05',
      'Miete Seeadler | 100,00 €',
      '  07.06.2027, 2,5 Std.',
      '2 × Cola 0,33 l | 5,60 €',
      '  à 2,80 €',
      'Zwischensumme | 105,60 €',
      'Gutschein …Q7XZ | –50,00 €',
      'Summe EUR | 55,60 €',
      'Zahlart: Bar',
      'Gegeben | 60,00 €',
      'Rückgeld | 4,40 €',
      'enthaltene MwSt. 19 % | 16,86 €',
      'Netto | 88,74 €',
      'Kassiert von Anna Berg',
      'Vielen Dank und eine schöne Zeit auf dem See!',
    ]);
  });

  it('is a one-page PDF on an 80 mm roll that encodes the German text', async () => {
    const bytes = await receiptPdf(CHECKOUT, BUSINESS, 'Europe/Berlin');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(Math.round(document.getPage(0).getWidth())).toBe(226);
    expect(document.getTitle()).toBe('Beleg 42');
  });

  it('still makes a receipt when a name holds characters the PDF fonts lack', async () => {
    expect(drawable('Łódź Eis 🍦 „süß“ – 5 €')).toBe('?ód? Eis ? „süß“ – 5 €');
    const bytes = await receiptPdf(
      { ...CHECKOUT, items: [{ ...CHECKOUT.items[0]!, name: 'Eis 🍦' }] },
      { ...BUSINESS, name: 'Łódź Boote' },
      'Europe/Berlin',
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });
});
