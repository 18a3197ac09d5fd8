import type {
  CouponBuyerMailData,
  CouponDeliveryMailData,
  CouponOrderMailData,
  MailLanguage,
  RenderedMail,
} from '../mail.types';
import { formatMoney } from './booking-format';
import { renderMail } from './layout';
import type { MailRow } from './layout';
import { COUPON_TEXTS, couponBackgroundName, formatValidUntil } from './coupon-texts';

const present = (value: string | null): value is string => value !== null && value.trim() !== '';

/** 'DE89 3704 0044 0532 0130 00' */
function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** Mr unless told otherwise (a job queued without a salutation, too). */
function greeting(lang: MailLanguage, data: CouponBuyerMailData): string {
  const greetings = COUPON_TEXTS[lang].greeting;
  return (greetings[data.salutation] ?? greetings.mr)(data.name);
}

function subject(lang: MailLanguage, data: CouponBuyerMailData, text: string): string {
  return `${data.example ? COUPON_TEXTS[lang].exampleSubjectPrefix : ''}${text}`;
}

/** What is printed on the coupon: its value, for whom, the buyer's words and the picture. */
function couponRows(lang: MailLanguage, data: CouponBuyerMailData): MailRow[] {
  const labels = COUPON_TEXTS[lang].labels;
  const rows: Array<MailRow | false> = [
    { label: labels.value, value: formatMoney(lang, data.amountCents) },
    present(data.recipient) && { label: labels.recipient, value: data.recipient },
    present(data.message) && { label: labels.message, value: data.message },
    { label: labels.background, value: couponBackgroundName(lang, data.background) },
  ];
  return rows.filter((row): row is MailRow => row !== false);
}

/**
 * A coupon ordered by bank transfer: the order, the account and the reference. No code: it is
 * made and mailed once the money has arrived.
 */
export function couponOrderMail(
  lang: MailLanguage,
  data: CouponOrderMailData,
  senderName: string,
): RenderedMail {
  const texts = COUPON_TEXTS[lang];
  const labels = texts.labels;
  const account = data.bankAccount;
  return renderMail({
    subject: subject(lang, data, texts.orderSubject),
    greeting: greeting(lang, data),
    paragraphs: [
      ...(data.example ? [texts.orderExampleNote] : []),
      texts.orderThanks,
      {
        rows: [
          { label: labels.orderNumber, value: data.couponId },
          ...couponRows(lang, data),
          { label: labels.name, value: data.name },
          { label: labels.email, value: data.email },
          {
            label: labels.address,
            value: [data.street, data.supplement, data.zipCity].filter(present).join('\n'),
          },
        ],
      },
      texts.transfer(formatMoney(lang, data.amountCents)),
      {
        rows: [
          { label: labels.holder, value: account.holder },
          { label: labels.iban, value: formatIban(account.iban) },
          { label: labels.bic, value: account.bic },
          { label: labels.bank, value: account.bank },
          { label: labels.reference, value: data.reference },
        ],
      },
      texts.afterTransfer,
    ],
    closing: texts.closing,
    signature: senderName,
  });
}

/**
 * A paid coupon: thanks, the code and its validity in the text too, and the PDF attached (added
 * when sending, see renderMailJob).
 */
export function couponDeliveryMail(
  lang: MailLanguage,
  data: CouponDeliveryMailData,
  senderName: string,
): RenderedMail {
  const texts = COUPON_TEXTS[lang];
  const labels = texts.labels;
  return renderMail({
    subject: subject(lang, data, texts.deliverySubject),
    greeting: greeting(lang, data),
    paragraphs: [
      ...(data.example ? [texts.deliveryExampleNote] : []),
      texts.deliveryThanks[data.paymentMethod] ?? texts.deliveryThanks.bank_transfer,
      {
        rows: [
          ...couponRows(lang, data),
          { label: labels.code, value: data.code },
          { label: labels.validUntil, value: formatValidUntil(lang, data.validUntil) },
        ],
      },
      texts.redeem,
      texts.keepSafe,
    ],
    closing: texts.closing,
    signature: senderName,
  });
}
