import type {
  CouponDeliveryMailData,
  CouponOrderMailData,
  MailJob,
  MailLanguage,
} from '../mail.types';
import { renderMailJob, renderTemplate } from './render-template';

const buyer = {
  couponId: '3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b',
  example: false,
  salutation: 'ms' as const,
  name: 'Anna Berg',
  recipient: 'Jörg',
  message: 'Alles Gute!\nDeine Anna',
  background: 3,
  amountCents: 7_500,
};

const order = (overrides: Partial<CouponOrderMailData> = {}): CouponOrderMailData => ({
  ...buyer,
  email: 'anna@example.de',
  street: 'Seeweg 1',
  supplement: null,
  zipCity: '15526 Bad Saarow',
  reference: 'GS-3F2A9C1B',
  bankAccount: {
    holder: 'RentalRevolution GmbH',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bank: 'Commerzbank',
  },
  ...overrides,
});

const delivery = (overrides: Partial<CouponDeliveryMailData> = {}): CouponDeliveryMailData => ({
  ...buyer,
  code: 'K7QM-3ZP9-XW2D-8HFT',
  validUntil: '2029-12-31',
  paymentMethod: 'bank_transfer',
  ...overrides,
});

const plain = (value: string) => value.replace(/\u00a0/g, ' ');

const orderMail = (lang: MailLanguage, overrides: Partial<CouponOrderMailData> = {}) =>
  renderTemplate(
    { template: 'coupon-order', to: 'anna@example.de', lang, data: order(overrides) },
    'Seeblick & Co',
  );

const deliveryJob = (
  lang: MailLanguage,
  overrides: Partial<CouponDeliveryMailData> = {},
): MailJob<'coupon-delivery'> => ({
  template: 'coupon-delivery',
  to: 'anna@example.de',
  lang,
  data: delivery(overrides),
});

const ISSUER = {
  name: 'Seeblick & Co',
  street: 'Uferweg 3',
  postalCode: '15526',
  city: 'Bad Saarow',
  phone: '+49 30 1234567',
  email: 'hallo@seeblick.example',
};

describe('the coupon order mail (bank transfer)', () => {
  it('gives the amount, the account and the reference, and no code', () => {
    const mail = orderMail('de');
    const text = plain(mail.text);
    expect(mail.subject).toBe('Ihre Gutscheinbestellung bei RentalRevolution');
    expect(text).toMatch(/^Sehr geehrte Frau Anna Berg,/);
    expect(text).toContain('Gutscheinwert: 75,00 €');
    expect(text).toContain('Für: Jörg');
    expect(text).toContain('Ihr Text: Alles Gute!\n  Deine Anna');
    expect(text).toContain('Motiv: Seerosenbucht');
    expect(text).toContain('Bitte überweisen Sie 75,00 € auf folgendes Konto:');
    expect(text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    expect(text).toContain('Verwendungszweck: GS-3F2A9C1B');
    expect(text).toContain('Adresse: Seeweg 1\n  15526 Bad Saarow');
    expect(text).not.toMatch(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
    expect(mail.attachments).toBeUndefined();
    expect(mail.html).toContain('Seeblick &amp; Co');
  });

  it('writes English, leaves out what is empty and marks a demo example', () => {
    const mail = orderMail('en', {
      example: true,
      salutation: 'none',
      recipient: null,
      message: null,
    });
    const text = plain(mail.text);
    expect(mail.subject).toBe('[Example order] Your RentalRevolution gift coupon order');
    expect(text).toMatch(/^Dear Anna Berg,\n\nThis is an example order on our demo site/);
    expect(text).toContain('Please transfer €75.00 to the following account:');
    expect(text).toContain('Payment reference: GS-3F2A9C1B');
    expect(text).not.toContain('For:');
    expect(text).not.toContain('Your text');
  });
});

describe('the coupon delivery mail', () => {
  it('names the code and its validity, and attaches the PDF made when sending', async () => {
    const mail = await renderMailJob(deliveryJob('de'), ISSUER);
    const text = plain(mail.text);
    expect(mail.subject).toBe('Ihr Gutschein von RentalRevolution');
    expect(text).toContain('Ihre Zahlung ist bei uns eingegangen');
    expect(text).toContain('Gutscheincode: K7QM-3ZP9-XW2D-8HFT');
    expect(text).toContain('Gültig bis: 31.12.2029');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments!;
    expect(pdf).toMatchObject({
      filename: 'Gutschein-RentalRevolution.pdf',
      contentType: 'application/pdf',
    });
    expect(Buffer.from(pdf!.content).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('thanks for PayPal in English and marks an example', async () => {
    const mail = await renderMailJob(
      deliveryJob('en', { paymentMethod: 'paypal', example: true }),
      ISSUER,
    );
    expect(mail.subject).toBe('[Example order] Your RentalRevolution gift coupon');
    expect(mail.text).toContain('This is an example coupon from our demo site');
    expect(mail.text).toContain('thank you for paying via PayPal');
    expect(mail.text).toContain('Valid until: 31 December 2029');
    expect(mail.attachments![0]!.filename).toBe('Gift-coupon-RentalRevolution.pdf');
  });

  it('leaves every other template as renderTemplate renders it', async () => {
    const job: MailJob<'password-reset'> = {
      template: 'password-reset',
      to: 'x@example.de',
      lang: 'de',
      data: { firstName: 'Anna', link: 'http://a', validMinutes: 60 },
    };
    expect(await renderMailJob(job, ISSUER)).toEqual(renderTemplate(job, ISSUER.name));
  });
});
