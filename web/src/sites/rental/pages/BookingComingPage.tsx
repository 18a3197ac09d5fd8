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

/**
 * /Buchen2/{type}/{name} and /book2/…: the type must be one of the page language's five (spec §2
 * "Rules for unknown types"). Until the multi-day booking arrives the page says so and leads back
 * to the boats.
 */
export function MultiDayBookingPage() {
  const method = 'days';
  const { pathname } = useLocation();
  const { vehicleType, vehicleName } = useParams();
  const lang = rentalLanguageOf(pathname);
  const type: VehicleType | null = vehicleTypeOfRoute(lang, vehicleType);
  const texts = useRentalTexts();
  const t = texts.bookingComing;
  const subject = vehicleName ?? (type ? texts.vehicleTypes[type].plural : null);
  if (!type) return <Navigate to={rentalPaths.notFound} replace />;
  const pathIn = (language: RentalLanguage) =>
    rentalPaths.bookByDays(language, type, vehicleName ?? '');

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
          <Link className={buttons.primary} to={rentalPaths.overview(lang, type, vehicleName)}>
            {t.toOverview(texts.vehicleTypes[type].dativePlural)}
          </Link>
          <Link className={buttons.secondary} to={rentalPaths.homeSection(lang, 'contact')}>
            {t.toContact}
          </Link>
        </div>
      </div>
    </main>
  );
}
