import type { StayExtra } from '@showcase/contracts/generated/model/stayExtra';
import type { StayOfferDto } from '@showcase/contracts/generated/model/stayOfferDto';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import { useId, type ReactNode } from 'react';
import { formatClockTime, formatPrice } from '../../../../shared/format/format';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import type { Day } from '../hourly-booking/booking-dates';
import { fullDate } from '../hourly-booking/booking-format';
import {
  BinocularsIcon,
  BoatIcon,
  DepositIcon,
  GrillIcon,
  LicenceIcon,
  MusicIcon,
  PeopleIcon,
} from '../overview/OverviewIcons';
import styles from './StayOverview.module.css';

/** Check-in and return of a stay with nights (spec §2), shown until the server's quote says. */
export const STANDARD_STAY_HOURS = { checkInHour: 14, returnHour: 10 };

/** A paddle board: a board and its paddle. */
function PaddleIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 17.5c3.5-1.6 12.5-1.6 16 0-3.5 1.6-12.5 1.6-16 0Z" />
      <path d="M15 3.5 10 15M15.8 2.2l.9.4-.9 2.2-.9-.4Z" />
    </svg>
  );
}

const EXTRA_ICONS: Record<StayExtra, typeof GrillIcon> = {
  barbecue: GrillIcon,
  musicBox: MusicIcon,
  binoculars: BinocularsIcon,
  standUpPaddle: PaddleIcon,
};

interface StayOverviewProps {
  vehicle: VehicleDto;
  start: Day;
  end: Day;
  nights: number;
  /**
   * The server's quote: the hours of check-in and return (a day's use: the opening hours; 14/10
   * until known) and the extras the vehicle offers with their prices (none shown until known).
   */
  offer: StayOfferDto | undefined;
  extras: readonly StayExtra[];
  onToggleExtra: (extra: StayExtra) => void;
  onChangeDates: () => void;
  /** While a booking runs, the extras stay as they are. */
  locked: boolean;
  /** The server's price, below the extras. */
  price: ReactNode;
  texts: RentalCatalog;
}

/**
 * What is being booked (spec §4): the vehicle with its picture, persons, licence and cash
 * deposit; check-in, return and nights; the extras it offers as toggles with their flat price;
 * then the price.
 */
export function StayOverview({
  vehicle,
  start,
  end,
  nights,
  offer,
  extras,
  onToggleExtra,
  onChangeDates,
  locked,
  price,
  texts,
}: StayOverviewProps) {
  const t = texts.multiDayBooking.overview;
  const lang = texts.lang;
  const money = (cents: number) => formatPrice(cents, lang);
  const nameId = useId();
  const image = vehicle.images[0];
  const deposit = vehicle.depositCents ?? 0;
  const offered = offer?.offeredExtras ?? [];
  const { checkInHour, returnHour } = offer ?? STANDARD_STAY_HOURS;

  return (
    <div className={styles.overview}>
      <article className={styles.vehicle} aria-labelledby={nameId}>
        {image ? (
          <img
            className={styles.thumb}
            src={image.thumbnailUrl}
            width={640}
            height={480}
            alt=""
            decoding="async"
          />
        ) : (
          <span className={styles.thumb} role="img" aria-label={t.noImage}>
            <BoatIcon className={styles.thumbIcon} />
          </span>
        )}
        <div className={styles.info}>
          <h3 id={nameId} className={styles.name}>
            {vehicle.name}
          </h3>
          <ul className={styles.facts}>
            <li className={styles.fact}>
              <PeopleIcon className={styles.factIcon} />
              {t.passengers(vehicle.passengers)}
            </li>
            <li className={styles.fact}>
              <LicenceIcon className={styles.factIcon} />
              {texts.overview.card.licence[vehicle.licence]}
            </li>
            {deposit > 0 && (
              <li className={styles.fact}>
                <DepositIcon className={styles.factIcon} />
                {t.deposit(money(deposit))}
              </li>
            )}
          </ul>
        </div>
      </article>

      <div className={styles.dates}>
        <dl className={styles.dateList}>
          <div className={styles.date}>
            <dt>{t.checkIn}</dt>
            <dd>{t.checkInAt(fullDate(start, lang), formatClockTime(checkInHour))}</dd>
          </div>
          <div className={styles.date}>
            <dt>{t.return}</dt>
            <dd>{t.returnBy(fullDate(end, lang), formatClockTime(returnHour))}</dd>
          </div>
          <div className={styles.date}>
            <dt>{t.stay}</dt>
            <dd>{nights === 0 ? t.dayUse : t.nights(nights)}</dd>
          </div>
        </dl>
        {nights > 0 && <p className={styles.times}>{texts.multiDayBooking.times}</p>}
        <button type="button" className={styles.change} onClick={onChangeDates}>
          {t.changeDates}
        </button>
      </div>

      {offered.length > 0 && (
        <fieldset className={styles.extras} disabled={locked}>
          <legend className={styles.label}>{t.extras}</legend>
          {offered.map(({ extra, priceCents }) => {
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
                  <span className={styles.rate}> · {t.extraPrice(money(priceCents))}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}

      {price}
    </div>
  );
}
