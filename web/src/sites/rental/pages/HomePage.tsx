import { useGetSiteMode } from '@showcase/contracts/generated/endpoints/agency/agency';
import { useSendContactMessage } from '@showcase/contracts/generated/endpoints/inbox/inbox';
import { ConsentMap } from '../../../shared/consent-map/ConsentMap';
import {
  consentMapTextsDe,
  consentMapTextsEn,
} from '../../../shared/consent-map/consent-map-texts';
import { DemoContactForm } from '../../../shared/demo-contact/DemoContactForm';
import type { DemoContactValues } from '../../../shared/demo-contact/demo-contact-rules';
import {
  demoContactTextsDe,
  demoContactTextsEn,
} from '../../../shared/demo-contact/demo-contact-texts';
import { useHashScroll } from '../../../shared/scroll/use-hash-scroll';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStoredUser } from '../auth/stored-user';
import { LakeBackdrop } from '../components/LakeBackdrop';
import { FloatingContact } from '../home/FloatingContact';
import { HiringPopup } from '../home/HiringPopup';
import { OfferSection } from '../home/OfferSection';
import { OpeningHours } from '../home/OpeningHours';
import { rentalLocation } from '../home/rental-location';
import { useRentalTexts } from '../i18n/use-rental-texts';
import { HOME_ANCHORS } from '../rental-paths';
import styles from './HomePage.module.css';

/** The contact form's limits (spec §5, §9). */
const CONTACT_MESSAGE_MAX = 2000;

const noOffsets = {};
/** The header sticks once scrolled, so a section lands just below it. */
const hashScrollOptions = {
  headerHeight: () => document.querySelector('header')?.getBoundingClientRect().height ?? 0,
};

/**
 * The demo sends nothing; a server running with DEMO_MODE=false is a real business, so the form
 * then delivers to the staff inbox. The server says which (it decides; the page does not guess).
 */
function useContactDelivery(): ((values: DemoContactValues) => Promise<void>) | undefined {
  const demoMode = useGetSiteMode({
    query: { select: (response) => response.status !== 200 || response.data.demoMode },
  });
  const send = useSendContactMessage();
  if (demoMode.data !== false) return undefined;
  return async ({ name, email, message }) => {
    await send.mutateAsync({ data: { sender: name, email, body: message } });
  };
}

/** / and /en: banner, offers, opening hours, map, contact, about (spec §2 "Home screens"). */
export function HomePage() {
  const texts = useRentalTexts();
  const t = texts.home;
  const lang = texts.lang;
  const user = useStoredUser();
  const onInPageLink = useHashScroll(noOffsets, 0, hashScrollOptions);
  const deliver = useContactDelivery();
  useDocumentTitle(t.documentTitle);
  const contactTexts = lang === 'en' ? demoContactTextsEn : demoContactTextsDe;
  const mapTexts = lang === 'en' ? consentMapTextsEn : consentMapTextsDe;

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <section id={HOME_ANCHORS.top[lang]} className={styles.banner} aria-labelledby="home-title">
        <LakeBackdrop />
        <div className={styles.hero}>
          <p className={styles.eyebrow}>{t.eyebrow}</p>
          <h1 id="home-title" className={styles.title}>
            {t.title}
          </h1>
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
          <div className={styles.ctas}>
            <a
              className={styles.ctaPrimary}
              href={`#${HOME_ANCHORS.book[lang]}`}
              onClick={onInPageLink}
            >
              {t.ctaBook}
            </a>
            <a
              className={styles.ctaSecondary}
              href={`#${HOME_ANCHORS.approach[lang]}`}
              onClick={onInPageLink}
            >
              {t.ctaApproach}
            </a>
          </div>
        </div>
        <svg className={styles.boat} viewBox="0 0 160 120" aria-hidden="true">
          <path className={styles.mast} d="M80 14v70" />
          <path className={styles.sailMain} d="M84 18c18 18 30 40 34 62H84Z" />
          <path className={styles.sailFront} d="M76 26 46 80h30Z" />
          <path className={styles.hull} d="M30 88h100l-14 18H46Z" />
        </svg>
      </section>

      <OfferSection texts={texts} />

      <div className={styles.visit}>
        <OpeningHours texts={texts} />
        <section
          id={HOME_ANCHORS.approach[lang]}
          className={styles.approach}
          aria-labelledby="approach-title"
        >
          <h2 id="approach-title" className={styles.sectionTitle}>
            {t.approach.title}
          </h2>
          <p className={styles.sectionLead}>{t.approach.lead}</p>
          <address className={styles.address}>
            <strong>{texts.brand.name}</strong>
            <span>{rentalLocation.street}</span>
            <span>{rentalLocation.postalCodeAndCity}</span>
          </address>
          <ConsentMap
            className={styles.map}
            center={rentalLocation.center}
            zoom={rentalLocation.mapZoom}
            markerTitle={t.approach.markerTitle}
            texts={{ ...mapTexts, mapLabel: t.approach.mapLabel }}
          />
          <a
            className={styles.routeLink}
            href={rentalLocation.routeUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.approach.routeLink}
          </a>
        </section>
      </div>

      <div className={styles.closing}>
        <section
          id={HOME_ANCHORS.contact[lang]}
          className={styles.contact}
          aria-labelledby="contact-title"
        >
          <h2 id="contact-title" className={styles.sectionTitle}>
            {t.contact.title}
          </h2>
          <p className={styles.sectionLead}>{t.contact.lead}</p>
          <DemoContactForm
            messageMax={CONTACT_MESSAGE_MAX}
            texts={{
              ...contactTexts,
              sending: t.contact.sending,
              sent: t.contact.sent,
              failed: t.contact.failed,
              privacy: t.contact.privacy,
            }}
            send={deliver}
          />
        </section>
        <section
          id={HOME_ANCHORS.about[lang]}
          className={styles.about}
          aria-labelledby="about-title"
        >
          <h2 id="about-title" className={styles.sectionTitle}>
            {t.about.title}
          </h2>
          {t.about.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.aboutText}>
              {paragraph}
            </p>
          ))}
          <dl className={styles.facts}>
            {t.about.facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt className={styles.factLabel}>{fact.label}</dt>
                <dd className={styles.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      {!user && <FloatingContact texts={texts} />}
      <HiringPopup texts={texts} />
    </main>
  );
}
