import type { StayDto } from '@showcase/contracts/generated/model/stayDto';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { formatClockTime, formatPrice } from '../../../../shared/format/format';
import buttons from '../../components/buttons.module.css';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { fullDate } from '../hourly-booking/booking-format';
import {
  BannedNote,
  ResultActions,
  ResultFrame,
  SimulatedNote,
  type ResultTone,
} from '../hourly-booking/BookingResultCard';
import type { StayResult as Result } from './stay-outcome';

interface StayResultProps {
  result: Result;
  type: VehicleType;
  /** Already booked, an error: reload the calendar and choose again. */
  onRefresh: () => void;
  /** A failed PayPal payment: back to the form, everything kept. */
  onRetry: () => void;
  /** After a success: another stay from the calendar. */
  onAnother: () => void;
  refreshing: boolean;
  texts: RentalCatalog;
}

const TONES: Record<Result['kind'], ResultTone> = {
  success: 'success',
  alreadyBooked: 'alreadyBooked',
  banned: 'banned',
  payPalFailed: 'error',
  error: 'error',
};

/**
 * How the stay booking ended (spec §9), in place of the form; its heading takes the focus. A
 * success names the stay and what is left to pay (the transfer's amount and day); a demo's says
 * nothing was stored.
 */
export function StayResult({
  result,
  type,
  onRefresh,
  onRetry,
  onAnother,
  refreshing,
  texts,
}: StayResultProps) {
  const t = texts.multiDayBooking.result;
  const title = {
    success: t.successTitle,
    alreadyBooked: t.alreadyBookedTitle,
    banned: t.bannedTitle,
    payPalFailed: t.payPalFailedTitle,
    error: t.errorTitle,
  }[result.kind];

  const button = (label: string, onClick: () => void, primary: boolean, busy = false) => (
    <ResultActions>
      <button
        type="button"
        className={primary ? buttons.primary : buttons.secondary}
        onClick={onClick}
        disabled={busy}
      >
        {busy && <span className={buttons.spinner} aria-hidden="true" />}
        {label}
      </button>
    </ResultActions>
  );

  return (
    <ResultFrame
      tone={TONES[result.kind]}
      name={result.kind}
      title={title}
      focusKey={result}
      focus="heading"
      headingLevel={2}
    >
      {result.kind === 'success' && (
        <>
          <SuccessText stay={result.stay} texts={texts} />
          {button(t.another, onAnother, false)}
        </>
      )}
      {result.kind === 'alreadyBooked' && (
        <>
          <p>{t.alreadyBooked(type)}</p>
          {button(t.refresh, onRefresh, true, refreshing)}
        </>
      )}
      {result.kind === 'banned' && (
        <BannedNote
          text={texts.hourlyBooking.result.banned}
          callLabel={texts.hourlyBooking.result.call}
        />
      )}
      {result.kind === 'payPalFailed' && (
        <>
          <p>{t.payPalFailed}</p>
          {button(t.retry, onRetry, true)}
        </>
      )}
      {result.kind === 'error' && (
        <>
          <p>{t.error}</p>
          {button(t.refresh, onRefresh, true, refreshing)}
        </>
      )}
    </ResultFrame>
  );
}

function SuccessText({ stay, texts }: { stay: StayDto; texts: RentalCatalog }) {
  const t = texts.multiDayBooking.result;
  const lang = texts.lang;
  const money = (cents: number) => formatPrice(cents, lang);
  const nights =
    stay.nights === 0
      ? texts.multiDayBooking.overview.dayUse
      : texts.multiDayBooking.overview.nights(stay.nights);
  const due = stay.quote.dueCents;
  const payment =
    due === 0
      ? t.paidByCoupon
      : stay.paymentMethod === 'paypal'
        ? t.paidByPayPal(money(due))
        : stay.paymentDueDay
          ? t.transfer(money(due), fullDate(stay.paymentDueDay, lang))
          : null;
  return (
    <>
      <p>
        {t.success(
          stay.vehicleName,
          t.from(fullDate(stay.startDay, lang), formatClockTime(stay.quote.checkInHour)),
          t.until(fullDate(stay.endDay, lang), formatClockTime(stay.quote.returnHour)),
          nights,
        )}
      </p>
      {payment && <p>{payment}</p>}
      {stay.simulated === true && <SimulatedNote>{t.simulated}</SimulatedNote>}
      <p>{t.confirmationMail}</p>
    </>
  );
}
