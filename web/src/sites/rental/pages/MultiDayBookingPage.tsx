import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { Navigate, useParams } from 'react-router-dom';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { BookingHero } from '../features/hourly-booking/BookingHero';
import { MultiDayBooking } from '../features/multi-day-booking/MultiDayBooking';
import { VehicleSwitch } from '../features/multi-day-booking/VehicleSwitch';
import { useRentalTexts } from '../i18n/use-rental-texts';
import {
  inBothLanguages,
  rentalPaths,
  vehicleTypeOfRoute,
  type RentalLanguage,
} from '../rental-paths';
import styles from './MultiDayBookingPage.module.css';

/**
 * /Buchen2/{Fahrzeugtyp}/{Name} and /book2/{vehicle type}/{name}: one vehicle booked for days.
 * The type must be one of the page language's five; any other goes to the 404 page (spec §2
 * "Rules for unknown types").
 */
export function MultiDayBookingPage() {
  const texts = useRentalTexts();
  const t = texts.multiDayBooking;
  const lang = texts.lang;
  const { vehicleType, vehicleName = '' } = useParams();
  const type: VehicleType | null = vehicleTypeOfRoute(lang, vehicleType);
  if (!type) return <Navigate to={rentalPaths.notFound} replace />;

  const pathIn = (language: RentalLanguage) => rentalPaths.bookByDays(language, type, vehicleName);

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <PageMeta
        title={t.documentTitle(vehicleName)}
        description={t.description(vehicleName)}
        lang={lang}
        path={pathIn(lang)}
        alternates={inBothLanguages(pathIn)}
      />
      <BookingHero
        back={{
          to: rentalPaths.overview(lang, type, vehicleName),
          label: t.backToOverview(texts.vehicleTypes[type].dativePlural),
        }}
        eyebrow={t.eyebrow}
        title={t.heading(vehicleName)}
        intro={t.intro}
        demo={texts.hourlyBooking.demo}
      >
        <VehicleSwitch type={type} vehicleName={vehicleName} texts={texts} />
      </BookingHero>
      <div className={styles.content}>
        <MultiDayBooking key={vehicleName} type={type} vehicleName={vehicleName} texts={texts} />
      </div>
    </main>
  );
}
