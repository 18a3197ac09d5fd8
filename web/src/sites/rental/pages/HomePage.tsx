import { useDocumentTitle } from '../../../shared/use-document-title';
import { LakeBackdrop } from '../components/LakeBackdrop';
import { useRentalTexts } from '../i18n/use-rental-texts';
import styles from './HomePage.module.css';

/** A placeholder home at / and /en until the public site arrives. */
export function HomePage() {
  const texts = useRentalTexts();
  const t = texts.home;
  useDocumentTitle(t.documentTitle);

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <LakeBackdrop />
      <div className={styles.hero}>
        <p className={styles.eyebrow}>{t.eyebrow}</p>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.lead}>{t.lead}</p>
        <ul className={styles.points}>
          {t.points.map((point) => (
            <li key={point} className={styles.point}>
              <svg className={styles.pointIcon} viewBox="0 0 20 20" aria-hidden="true">
                <path d="M4 10.5 8 14.5 16 6" />
              </svg>
              {point}
            </li>
          ))}
        </ul>
        <svg className={styles.boat} viewBox="0 0 160 120" aria-hidden="true">
          <path className={styles.mast} d="M80 14v70" />
          <path className={styles.sailMain} d="M84 18c18 18 30 40 34 62H84Z" />
          <path className={styles.sailFront} d="M76 26 46 80h30Z" />
          <path className={styles.hull} d="M30 88h100l-14 18H46Z" />
          <path
            className={styles.ripple}
            d="M18 112c10 0 10-5 20-5s10 5 20 5 10-5 20-5 10 5 20 5 10-5 20-5 10 5 20 5"
          />
        </svg>
      </div>
    </main>
  );
}
