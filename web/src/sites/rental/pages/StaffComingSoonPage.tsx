import { Link, useLocation } from 'react-router-dom';
import buttons from '../components/buttons.module.css';
import { StaffPage } from '../features/staff-shell/StaffPage';
import { MenuIcon } from '../features/staff-area/MenuIcons';
import styles from '../features/staff-area/StaffComingSoon.module.css';
import { staffMenuTexts, type ComingSoonArea } from '../features/staff-area/staff-menu-texts';
import { RENTAL_SEGMENTS as S, rentalPaths, rentalSegment } from '../rental-paths';

const t = staffMenuTexts.comingSoon;

/** The staff areas whose screens come later, by their address's first segment. */
const AREAS: Record<string, ComingSoonArea> = {
  [S.employees]: 'employees',
  [S.workingHours]: 'workingHours',
  [S.settings]: 'settings',
};

/**
 * A staff area whose screen comes with later work (Mitarbeiter, Arbeitsstunden,
 * Einstellungen): says so and what it will hold, instead of a
 * dead link or a 404.
 */
export function StaffComingSoonPage() {
  const { pathname } = useLocation();
  const key = AREAS[rentalSegment(pathname)];
  const area = key ? t.areas[key] : { title: t.fallbackTitle, text: t.fallbackText };

  return (
    <StaffPage title={area.title} lead={t.lead}>
      <section className={styles.card} aria-label={t.lead}>
        <MenuIcon name={key ?? 'settings'} className={styles.icon} />
        <div className={styles.text}>
          <p className={styles.explanation}>{area.text}</p>
          <p className={styles.meanwhile}>{t.meanwhile}</p>
          <p>
            <Link className={buttons.primary} to={rentalPaths.staffArea}>
              {t.back}
            </Link>
          </p>
        </div>
      </section>
    </StaffPage>
  );
}
