import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { BookingHero } from '../features/hourly-booking/BookingHero';
import { HourlyBooking } from '../features/hourly-booking/HourlyBooking';
import { useRentalTexts } from '../i18n/use-rental-texts';
import {
  inBothLanguages,
  rentalPaths,
  RENTAL_SEGMENTS,
  vehicleTypeOfRoute,
  type RentalLanguage,
} from '../rental-paths';
import styles from './HourlyBookingPage.module.css';

/**
 * /Buchen/{Fahrzeugtyp}[/{Name}] and /book/{vehicle type}[/{name}]: the type is one of the page
 * language's five or `all`; any other goes to the 404 page (spec §2 "Rules for unknown types").
 */
export function HourlyBookingPage() {
  const texts = useRentalTexts();
  const t = texts.hourlyBooking;
  const lang = texts.lang;
  const { vehicleType, vehicleName } = useParams();
  const type: VehicleType | 'all' | null =
    vehicleType === RENTAL_SEGMENTS.allTypes ? 'all' : vehicleTypeOfRoute(lang, vehicleType);
  if (!type) return <Navigate to={rentalPaths.notFound} replace />;

  const typePlural = type === 'all' ? null : texts.vehicleTypes[type].plural;
  const subject = vehicleName ?? typePlural;
  const pathIn = (language: RentalLanguage) => rentalPaths.bookByHours(language, type, vehicleName);
  const back =
    type === 'all'
      ? { to: rentalPaths.homeSection(lang, 'book'), label: t.backToOffer }
      : { to: rentalPaths.overview(lang, type, vehicleName), label: t.backToOverview };

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <PageMeta
        title={t.documentTitle(subject)}
        description={t.description(subject)}
        lang={lang}
        path={pathIn(lang)}
        alternates={inBothLanguages(pathIn)}
      />
      <BookingHero
        back={back}
        eyebrow={t.eyebrow}
        title={t.heading(vehicleName ?? null, typePlural)}
        intro={t.intro}
        demo={t.demo}
      >
        {vehicleName && (
          <Link className={styles.allOfType} to={rentalPaths.bookByHours(lang, type)}>
            {typePlural ? t.allOfType(typePlural) : t.allVehicles}
          </Link>
        )}
      </BookingHero>
      <div className={styles.content}>
        <HourlyBooking
          key={`${type}/${vehicleName ?? ''}`}
          type={type}
          vehicleName={vehicleName}
          texts={texts}
        />
      </div>
    </main>
  );
}
