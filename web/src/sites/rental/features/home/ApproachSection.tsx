import { ConsentMap } from '../../../../shared/consent-map/ConsentMap';
import {
  consentMapTextsDe,
  consentMapTextsEn,
} from '../../../../shared/consent-map/consent-map-texts';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { HOME_ANCHORS } from '../../rental-paths';
import styles from './HomeSections.module.css';
import { rentalLocation } from './rental-location';

/** The address, the map (after consent) and a route link. */
export function ApproachSection({ texts }: { texts: RentalCatalog }) {
  const t = texts.home.approach;
  const lang = texts.lang;
  const mapTexts = lang === 'en' ? consentMapTextsEn : consentMapTextsDe;
  return (
    <section
      id={HOME_ANCHORS.approach[lang]}
      className={styles.approach}
      aria-labelledby="approach-title"
    >
      <h2 id="approach-title" className={styles.sectionTitle}>
        {t.title}
      </h2>
      <p className={styles.sectionLead}>{t.lead}</p>
      <address className={styles.address}>
        <strong>{texts.brand.name}</strong>
        <span>{rentalLocation.street}</span>
        <span>{rentalLocation.postalCodeAndCity}</span>
      </address>
      <ConsentMap
        className={styles.map}
        center={rentalLocation.center}
        zoom={rentalLocation.mapZoom}
        markerTitle={t.markerTitle}
        texts={{ ...mapTexts, mapLabel: t.mapLabel }}
      />
      <a
        className={styles.routeLink}
        href={rentalLocation.routeUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t.routeLink}
      </a>
    </section>
  );
}
