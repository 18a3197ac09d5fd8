import { useHashScroll } from '../../../shared/scroll/use-hash-scroll';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { StaffRedirectNote } from '../features/auth/StaffRedirectNote';
import { useStoredUser } from '../features/auth/stored-user';
import { AboutSection } from '../features/home/AboutSection';
import { ApproachSection } from '../features/home/ApproachSection';
import { ContactSection } from '../features/home/ContactSection';
import { FloatingContact } from '../features/home/FloatingContact';
import { HomeBanner } from '../features/home/HomeBanner';
import styles from '../features/home/HomeSections.module.css';
import { OfferSection } from '../features/home/OfferSection';
import { OpeningHours } from '../features/home/OpeningHours';
import { useRentalTexts } from '../i18n/use-rental-texts';
import { inBothLanguages, rentalPaths } from '../rental-paths';

const noOffsets = {};
/** The header sticks once scrolled, so a section lands just below it. */
const hashScrollOptions = {
  headerHeight: () => document.querySelector('header')?.getBoundingClientRect().height ?? 0,
};

/** / and /en: banner, offers, opening hours, map, contact, about (spec §2 "Home screens"). */
export function HomePage() {
  const texts = useRentalTexts();
  const user = useStoredUser();
  const onInPageLink = useHashScroll(noOffsets, 0, hashScrollOptions);

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <PageMeta
        title={texts.home.documentTitle}
        description={texts.home.description}
        lang={texts.lang}
        path={rentalPaths.homeOf(texts.lang)}
        alternates={inBothLanguages(rentalPaths.homeOf)}
      />
      <StaffRedirectNote texts={texts} />
      <HomeBanner texts={texts} onInPageLink={onInPageLink} />
      <OfferSection texts={texts} />
      <div className={styles.visit}>
        <OpeningHours texts={texts} />
        <ApproachSection texts={texts} />
      </div>
      <div className={styles.closing}>
        <ContactSection texts={texts} />
        <AboutSection texts={texts} />
      </div>
      {!user && <FloatingContact texts={texts} />}
    </main>
  );
}
