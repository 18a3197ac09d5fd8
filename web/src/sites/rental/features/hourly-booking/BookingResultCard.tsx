import { useGetAgencyDetails } from '@showcase/contracts/generated/endpoints/agency/agency';
import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../../../shared/class-names';
import buttons from '../../components/buttons.module.css';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { slotWhen } from './booking-format';
import type { BookingResult } from './booking-flow';
import styles from './BookingResultCard.module.css';

interface BookingResultCardProps {
  result: BookingResult;
  /** Reloads the week and starts over on the same date. */
  onRefresh: () => void;
  refreshing: boolean;
  texts: RentalCatalog;
}

/** How a booking ended, as its card is coloured: the stay booking adds its own kinds to these. */
export type ResultTone = BookingResult['kind'];

const ICONS: Record<ResultTone, string> = {
  success: 'M6 12.5 10.5 17 18 8',
  alreadyBooked: 'M12 7v5.5l3.5 2M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Z',
  banned: 'M5.6 5.6l12.8 12.8M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Z',
  error: 'M12 7.5v6m0 3v.5',
};

interface ResultFrameProps {
  tone: ResultTone;
  /** The card's `data-result`: the outcome's own name (defaults to the tone). */
  name?: string;
  title: string;
  /** A new value (the result object) takes the focus again. */
  focusKey: unknown;
  /** What takes the focus: the whole card (hourly) or its heading (stays, spec §9). */
  focus?: 'card' | 'heading';
  /** The heading's level where the card stands: in the hourly form (3) or for the page (2). */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/**
 * A booking's outcome: icon, title and what follows, coloured by its tone. Announced as it
 * appears (a status for success, an alert otherwise) and given the focus, so nobody misses it.
 */
export function ResultFrame({
  tone,
  name = tone,
  title,
  focusKey,
  focus = 'card',
  headingLevel = 3,
  children,
}: ResultFrameProps) {
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus === 'heading') heading.current?.focus();
    else card.current?.focus();
  }, [focusKey, focus]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      ref={card}
      tabIndex={focus === 'card' ? -1 : undefined}
      className={cx(styles.result, styles[tone])}
      role={tone === 'success' ? 'status' : 'alert'}
      data-result={name}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICONS[tone]} />
      </svg>
      <div className={styles.body}>
        <Heading
          ref={heading}
          className={styles.title}
          tabIndex={focus === 'heading' ? -1 : undefined}
        >
          {title}
        </Heading>
        {children}
      </div>
    </div>
  );
}

/** The spec's text for a barred customer and, once the agency's number is known, a call link. */
export function BannedNote({ text, callLabel }: { text: string; callLabel: string }) {
  const details = useGetAgencyDetails();
  const phone = details.data?.phone;
  return (
    <>
      <p>{text}</p>
      {phone && (
        <a className={buttons.secondary} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          {callLabel}: {phone}
        </a>
      )}
    </>
  );
}

/** The result's buttons, in a row that wraps. */
export function ResultActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/**
 * How the booking ended (spec §4 step 8, §8): success (a demo's only an example), already booked
 * and generic error with a refresh, banned with the way to call.
 */
export function BookingResultCard({
  result,
  onRefresh,
  refreshing,
  texts,
}: BookingResultCardProps) {
  const t = texts.hourlyBooking.result;
  const success = result.kind === 'success';
  const title =
    result.kind === 'success'
      ? t.successTitle
      : result.kind === 'alreadyBooked'
        ? t.alreadyBookedTitle
        : result.kind === 'banned'
          ? t.bannedTitle
          : t.errorTitle;

  return (
    <ResultFrame tone={result.kind} title={title} focusKey={result}>
      {result.kind === 'success' && (
        <>
          <p>
            {t.success(
              result.booking.vehicleName,
              slotWhen(result.booking.day, result.booking.startHour, texts.lang),
              texts.overview.duration(result.booking.hours),
            )}
          </p>
          {result.booking.simulated === true && <SimulatedNote>{t.simulated}</SimulatedNote>}
          <p>{t.confirmationMail}</p>
        </>
      )}
      {result.kind === 'alreadyBooked' && <p>{t.alreadyBooked}</p>}
      {result.kind === 'banned' && <BannedNote text={t.banned} callLabel={t.call} />}
      {result.kind === 'error' && <p>{t.error}</p>}
      {result.kind !== 'banned' && (
        <ResultActions>
          <button
            type="button"
            className={success ? buttons.secondary : buttons.primary}
            onClick={onRefresh}
            disabled={refreshing}
          >
            {refreshing && <span className={buttons.spinner} aria-hidden="true" />}
            {success ? t.another : t.refresh}
          </button>
        </ResultActions>
      )}
    </ResultFrame>
  );
}

/** The demo's "only an example" note, highlighted inside a success. */
export function SimulatedNote({ children }: { children: ReactNode }) {
  return <p className={styles.simulated}>{children}</p>;
}
