import type { StayQuoteDto } from '@showcase/contracts/generated/model/stayQuoteDto';
import { formatPrice } from '../../../../shared/format/format';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { PriceBox, type PriceLine, type QuoteState } from '../hourly-booking/BookingSummary';

/**
 * The stay's price as the server quotes it (spec §7): the nights at the nightly price, each
 * extra, the total with its VAT; with a coupon applied, what it pays and what is left to pay.
 */
export function StayPrice({
  quote,
  texts,
}: {
  quote: QuoteState<StayQuoteDto>;
  texts: RentalCatalog;
}) {
  const t = texts.multiDayBooking;
  const money = (cents: number) => formatPrice(cents, texts.lang);
  const lines = (data: StayQuoteDto): PriceLine[] => [
    {
      key: 'nights',
      // A staff day's use costs one night.
      label: t.price.nightly(Math.max(data.nights, 1), money(data.nightlyCents)),
      amount: money(data.basePriceCents),
    },
    ...data.extras.map((extra) => ({
      key: extra.extra,
      label: t.overview.extraNames[extra.extra],
      amount: money(extra.priceCents),
    })),
    { key: 'total', label: t.price.total, amount: money(data.totalCents), total: true },
    ...(data.couponCents > 0
      ? [
          { key: 'coupon', label: t.price.coupon, amount: `−${money(data.couponCents)}` },
          { key: 'due', label: t.price.due, amount: money(data.dueCents), total: true },
        ]
      : []),
  ];
  return (
    <PriceBox
      quote={quote}
      texts={t.price}
      lines={lines}
      notes={(data) => [{ text: t.price.vat(money(data.vatCents)) }]}
    />
  );
}
