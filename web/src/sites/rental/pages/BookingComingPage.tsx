import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import buttons from '../components/buttons.module.css';
import { LakeBackdrop } from '../components/LakeBackdrop';
import { useRentalTexts } from '../i18n/use-rental-texts';
import {
  inBothLanguages,
  rentalLanguageOf,
  rentalPaths,
  vehicleTypeOfRoute,
  type RentalLanguage,
} from '../rental-paths';
import styles from './BookingComingPage.module.css';

type BookingMethod = 'hours' | 'days';

/** /Buchen/{type}[/{name}] and /book/…: the type is one of the page language's five, or all. */
export function HourlyBookingPage() {
  return <BookingComingPage method="hours" />;
}

/** /Buchen2/{type}/{name} and /book2/…: the type must be one of the page language's five. */
export function MultiDayBookingPage() {
  return <BookingComingPage method="days" />;
}

/**
 * The booking pages' addresses exist and check their type (spec §2 "Rules for unknown types");
 * until the booking flows arrive they say so and lead back to the boats.
 */
function BookingComingPage({ method }: { method: BookingMethod }) {
  const { pathname } = useLocation();
  const { vehicleType, vehicleName } = useParams();
  const lang = rentalLanguageOf(pathname);
  const type: VehicleType | 'all' | null =
    method === 'hours' && vehicleType === 'all' ? 'all' : vehicleTypeOfRoute(lang, vehicleType);
  const texts = useRentalTexts();
  const t = texts.bookingComing;
  const subject = vehicleName ?? (type && type !== 'all' ? texts.vehicleTypes[type].plural : null);
  if (!type) return <Navigate to={rentalPaths.notFound} replace />;
  const pathIn = (language: RentalLanguage) =>
    method === 'hours' || type === 'all'
      ? rentalPaths.bookByHours(language, type, vehicleName)
      : rentalPaths.bookByDays(language, type, vehicleName ?? '');

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <PageMeta
        title={t.documentTitle(method, subject)}
        description={t.description(method, subject)}
        lang={lang}
        path={pathIn(lang)}
        alternates={inBothLanguages(pathIn)}
      />
      <LakeBackdrop />
      <div className={styles.card}>
        <p className={styles.eyebrow}>{t.eyebrow[method]}</p>
        <h1 className={styles.title}>{t.title(method, subject)}</h1>
        <p className={styles.lead}>{t.lead}</p>
        <div className={styles.actions}>
          {type !== 'all' && (
            <Link className={buttons.primary} to={rentalPaths.overview(lang, type, vehicleName)}>
              {t.toOverview(texts.vehicleTypes[type].dativePlural)}
            </Link>
          )}
          <Link className={buttons.secondary} to={rentalPaths.homeSection(lang, 'contact')}>
            {t.toContact}
          </Link>
        </div>
      </div>
    </main>
  );
}
