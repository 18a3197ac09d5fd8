import { useListVehicles } from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../../shared/format/format';
import { BookingMethodDialog } from '../booking/BookingMethodDialog';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { HOME_ANCHORS, ROUTE_VEHICLE_TYPES, rentalPaths } from '../../rental-paths';
import styles from './OfferSection.module.css';
import { TypeIllustration } from './TypeIllustration';

const VEHICLE_TYPES = Object.values(ROUTE_VEHICLE_TYPES.de);

interface Category {
  /** The most expensive boat of the type: its picture stands for the category. */
  picture: VehicleDto['images'][number] | undefined;
  /** The cheapest hour of the type, in cents. */
  fromCents: number | undefined;
}

/** Per type, the picture of its first (most expensive) boat and its cheapest hour. */
function categoriesOf(vehicles: readonly VehicleDto[]): Partial<Record<VehicleType, Category>> {
  const categories: Partial<Record<VehicleType, Category>> = {};
  for (const vehicle of vehicles) {
    const hour = vehicle.prices['1'];
    const known = categories[vehicle.type];
    if (!known) {
      categories[vehicle.type] = { picture: vehicle.images[0], fromCents: hour };
    } else if (hour !== undefined && (known.fromCents === undefined || hour < known.fromCents)) {
      known.fromCents = hour;
    }
  }
  return categories;
}

/** #buchen / #book: per category a Book and an Overview button (spec §2 "Home screens"). */
export function OfferSection({ texts }: { texts: RentalCatalog }) {
  const t = texts.home.offer;
  const lang = texts.lang;
  const [dialogType, setDialogType] = useState<VehicleType | null>(null);
  const vehicles = useListVehicles(undefined, { query: { select: (list) => list.items } });
  const categories = categoriesOf(vehicles.data ?? []);

  return (
    <section id={HOME_ANCHORS.book[lang]} className={styles.section} aria-labelledby="offer-title">
      <div className={styles.head}>
        <h2 id="offer-title" className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.lead}>{t.lead}</p>
      </div>
      <ul className={styles.grid}>
        {VEHICLE_TYPES.map((type, index) => {
          const plural = texts.vehicleTypes[type].plural;
          const category = categories[type];
          return (
            <li key={type} className={styles.card}>
              <div className={styles.media}>
                {category?.picture ? (
                  <img
                    className={styles.picture}
                    src={category.picture.thumbnailUrl}
                    alt=""
                    width={640}
                    height={480}
                    loading={index < 2 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                ) : (
                  <TypeIllustration type={type} busy={vehicles.isPending} />
                )}
              </div>
              <div className={styles.body}>
                <h3 className={styles.cardTitle}>{plural}</h3>
                <p className={styles.blurb}>{t.blurbs[type]}</p>
                {category?.fromCents !== undefined && (
                  <p className={styles.price}>
                    {t.fromPrice(formatPrice(category.fromCents, lang))}
                  </p>
                )}
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.book}
                    aria-label={t.bookLabel(plural)}
                    onClick={() => setDialogType(type)}
                  >
                    {t.book}
                  </button>
                  <Link
                    className={styles.overview}
                    to={rentalPaths.overview(lang, type)}
                    aria-label={t.overviewLabel(plural)}
                  >
                    {t.overview}
                  </Link>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {dialogType && (
        <BookingMethodDialog open onClose={() => setDialogType(null)} type={dialogType} />
      )}
    </section>
  );
}
