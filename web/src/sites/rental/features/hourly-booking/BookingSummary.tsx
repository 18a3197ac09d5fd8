import type { BookingExtra } from '@showcase/contracts/generated/model/bookingExtra';
import type { BookingQuoteDto } from '@showcase/contracts/generated/model/bookingQuoteDto';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { useId } from 'react';
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
  quote: {
    data: BookingQuoteDto | undefined;
    pending: boolean;
    failed: boolean;
    updating: boolean;
    onRetry: () => void;
  };
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

      {vehicle && durations.length > 0 && <PriceBox quote={quote} texts={texts} />}
    </div>
  );
}

function PriceBox({ quote, texts }: { quote: BookingSummaryProps['quote']; texts: RentalCatalog }) {
  const t = texts.hourlyBooking.overview;
  const money = (cents: number) => formatPrice(cents, texts.lang);
  const titleId = useId();
  const { data } = quote;
  return (
    <section
      className={cx(styles.price, quote.updating && styles.updating)}
      aria-labelledby={titleId}
      aria-busy={quote.updating || quote.pending}
    >
      <h4 id={titleId} className={styles.priceTitle}>
        {t.price.title}
      </h4>
      {data ? (
        <>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>{t.price.base(texts.overview.duration(data.hours))}</dt>
              <dd>{money(data.basePriceCents)}</dd>
            </div>
            {data.extras.map((extra) => (
              <div key={extra.extra} className={styles.row}>
                <dt>{t.extraNames[extra.extra]}</dt>
                <dd>{money(extra.priceCents)}</dd>
              </div>
            ))}
            <div className={cx(styles.row, styles.total)}>
              <dt>{t.price.total}</dt>
              <dd>{money(data.totalCents)}</dd>
            </div>
          </dl>
          <p className={styles.vat}>{t.price.vat(money(data.vatCents))}</p>
          <p className={styles.payOnSite}>{t.price.payOnSite}</p>
        </>
      ) : quote.failed ? (
        <div className={styles.priceState} role="alert">
          <p>{t.price.error}</p>
          <button type="button" className={styles.retry} onClick={quote.onRetry}>
            {t.price.retry}
          </button>
        </div>
      ) : (
        <div className={styles.priceState}>
          <LoadingLine text={t.price.loading} />
          <span className={styles.skeletonLine} aria-hidden="true" />
          <span className={styles.skeletonLine} aria-hidden="true" />
        </div>
      )}
    </section>
  );
}
