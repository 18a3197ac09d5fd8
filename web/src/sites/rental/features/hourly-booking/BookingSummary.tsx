import type { BookingExtra } from '@showcase/contracts/generated/model/bookingExtra';
import type { BookingQuoteDto } from '@showcase/contracts/generated/model/bookingQuoteDto';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { useId, type ReactNode } from 'react';
import { cx } from '../../../../shared/class-names';
import { formatClockTime, formatPrice } from '../../../../shared/format/format';
import forms from '../../components/forms.module.css';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { BinocularsIcon, CaptainIcon, GrillIcon, MusicIcon } from '../overview/OverviewIcons';
import { offeredExtras } from './booking-choices';
import type { VehicleChoice } from './AvailableVehiclesDialog';
import styles from './BookingSummary.module.css';
import { LoadingLine } from './LoadingLine';

const EXTRA_ICONS: Record<BookingExtra, typeof GrillIcon> = {
  barbecue: GrillIcon,
  musicBox: MusicIcon,
  binoculars: BinocularsIcon,
  captain: CaptainIcon,
};

interface BookingSummaryProps {
  /** 'Samstag, 28. November 2026, 10:00'. */
  when: string;
  startHour: number;
  vehicle: VehicleDto | undefined;
  /** The free vehicles that can still be booked from the start hour. */
  choices: VehicleChoice[];
  durations: number[];
  hours: number | null;
  extras: BookingExtra[];
  quote: QuoteState<BookingQuoteDto>;
  locked: boolean;
  onVehicle: (vehicleId: string) => void;
  onShowVehicles: () => void;
  onHours: (hours: number) => void;
  onToggleExtra: (extra: BookingExtra) => void;
  texts: RentalCatalog;
}

/**
 * What is being booked (spec §4 step 4): the slot, the vehicle (switchable among the free
 * ones), the duration (steps up to the vehicle's availability), the extras the vehicle offers,
 * and the server's price with the included VAT. Locked while a code is pending.
 */
export function BookingSummary({
  when,
  startHour,
  vehicle,
  choices,
  durations,
  hours,
  extras,
  quote,
  locked,
  onVehicle,
  onShowVehicles,
  onHours,
  onToggleExtra,
  texts,
}: BookingSummaryProps) {
  const t = texts.hourlyBooking.overview;
  const lang = texts.lang;
  const money = (cents: number) => formatPrice(cents, lang);
  const duration = texts.overview.duration;
  const vehicleId = useId();
  const durationId = useId();
  const offered = vehicle ? offeredExtras(vehicle) : [];
  // A vehicle no longer free (a reload) stays listed, so the choice shows what it is.
  const options =
    vehicle && !choices.some((choice) => choice.vehicle.id === vehicle.id)
      ? [...choices, { vehicle, maxHours: 0 }]
      : choices;

  return (
    <div className={styles.summary}>
      <dl className={styles.when}>
        <dt>{t.when}</dt>
        <dd>{when}</dd>
      </dl>
      <fieldset className={forms.fields} disabled={locked}>
        <legend className="visually-hidden">{t.title}</legend>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={vehicleId}>
            {t.vehicle}
          </label>
          <select
            id={vehicleId}
            className={cx(forms.input, styles.select)}
            value={vehicle?.id ?? ''}
            onChange={(event) => onVehicle(event.target.value)}
          >
            {!vehicle && <option value="" disabled />}
            {options.map((choice) => (
              <option key={choice.vehicle.id} value={choice.vehicle.id}>
                {choice.maxHours > 0
                  ? t.vehicleOption(choice.vehicle.name, duration(choice.maxHours))
                  : choice.vehicle.name}
              </option>
            ))}
          </select>
          <button type="button" className={styles.textButton} onClick={onShowVehicles}>
            {t.showVehicles}
          </button>
        </div>

        {vehicle &&
          (durations.length === 0 ? (
            <p className={styles.notice}>{t.noDuration}</p>
          ) : (
            <div className={styles.field}>
              <label className={styles.label} htmlFor={durationId}>
                {t.duration}
              </label>
              <select
                id={durationId}
                className={cx(forms.input, styles.select)}
                value={hours ?? ''}
                onChange={(event) => onHours(Number(event.target.value))}
              >
                {durations.map((choice) => (
                  <option key={choice} value={choice}>
                    {t.durationOption(
                      duration(choice),
                      formatClockTime(startHour),
                      formatClockTime(startHour + choice),
                    )}
                  </option>
                ))}
              </select>
            </div>
          ))}

        {offered.length > 0 && (
          <fieldset className={styles.extras}>
            <legend className={styles.label}>{t.extras}</legend>
            {offered.map((extra) => {
              const Icon = EXTRA_ICONS[extra];
              return (
                <label key={extra} className={styles.extra}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={extras.includes(extra)}
                    onChange={() => onToggleExtra(extra)}
                  />
                  <Icon className={styles.extraIcon} />
                  <span>
                    {t.extraNames[extra]}
                    {extra === 'captain' && vehicle?.captainCentsPerHour != null && (
                      <span className={styles.rate}>
                        {' '}
                        · {t.captainRate(money(vehicle.captainCentsPerHour))}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
      </fieldset>

      {vehicle && durations.length > 0 && <HourlyPrice quote={quote} texts={texts} />}
    </div>
  );
}

/** A price as the server answered it, and how its request stands. */
export interface QuoteState<Quote> {
  data: Quote | undefined;
  pending: boolean;
  failed: boolean;
  /** An earlier answer is shown while the new one loads. */
  updating: boolean;
  onRetry: () => void;
}

/** One line of a price: a label and an amount; the total stands out. */
export interface PriceLine {
  key: string;
  label: ReactNode;
  amount: string;
  total?: boolean;
}

interface PriceBoxProps<Quote> {
  quote: QuoteState<Quote>;
  texts: { title: string; loading: string; error: string; retry: string };
  lines: (data: Quote) => PriceLine[];
  /** Small print below the lines; a strong note is set bold. */
  notes: (data: Quote) => { text: string; strong?: boolean }[];
}

/**
 * The server's price (never one computed here): its lines with the total large, the notes below;
 * a skeleton while it loads, a retry when it failed, dimmed while a new answer is on its way.
 */
export function PriceBox<Quote>({ quote, texts: t, lines, notes }: PriceBoxProps<Quote>) {
  const titleId = useId();
  const { data } = quote;
  return (
    <section
      className={cx(styles.price, quote.updating && styles.updating)}
      aria-labelledby={titleId}
      aria-busy={quote.updating || quote.pending}
    >
      <h4 id={titleId} className={styles.priceTitle}>
        {t.title}
      </h4>
      {data ? (
        <>
          <dl className={styles.rows}>
            {lines(data).map((line) => (
              <div key={line.key} className={cx(styles.row, line.total && styles.total)}>
                <dt>{line.label}</dt>
                <dd>{line.amount}</dd>
              </div>
            ))}
          </dl>
          {notes(data).map((note) => (
            <p key={note.text} className={note.strong ? styles.payOnSite : styles.vat}>
              {note.text}
            </p>
          ))}
        </>
      ) : quote.failed ? (
        <div className={styles.priceState} role="alert">
          <p>{t.error}</p>
          <button type="button" className={styles.retry} onClick={quote.onRetry}>
            {t.retry}
          </button>
        </div>
      ) : (
        <div className={styles.priceState}>
          <LoadingLine text={t.loading} />
          <span className={styles.skeletonLine} aria-hidden="true" />
          <span className={styles.skeletonLine} aria-hidden="true" />
        </div>
      )}
    </section>
  );
}

function HourlyPrice({
  quote,
  texts,
}: {
  quote: QuoteState<BookingQuoteDto>;
  texts: RentalCatalog;
}) {
  const t = texts.hourlyBooking.overview;
  const money = (cents: number) => formatPrice(cents, texts.lang);
  return (
    <PriceBox
      quote={quote}
      texts={t.price}
      lines={(data) => [
        {
          key: 'base',
          label: t.price.base(texts.overview.duration(data.hours)),
          amount: money(data.basePriceCents),
        },
        ...data.extras.map((extra) => ({
          key: extra.extra,
          label: t.extraNames[extra.extra],
          amount: money(extra.priceCents),
        })),
        { key: 'total', label: t.price.total, amount: money(data.totalCents), total: true },
      ]}
      notes={(data) => [
        { text: t.price.vat(money(data.vatCents)) },
        { text: t.price.payOnSite, strong: true },
      ]}
    />
  );
}
