import { useCallback, useState } from 'react';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { AboutSection } from '../components/AboutSection';
import { AgencyLink } from '../components/AgencyLink';
import { ContactSection } from '../components/ContactSection';
import { Hero } from '../components/Hero';
import { OrderSection } from '../components/OrderSection';
import { SiteMenu } from '../components/SiteMenu';
import { OrderModal } from '../order/OrderModal';
import { ParallaxScene } from '../parallax/ParallaxScene';
import { prawnsPaths } from '../prawns-paths';
import { prawnsTexts } from '../prawns-texts';
import styles from './LandingPage.module.css';

/**
 * The one-page shop (spec §1): hero, order (with the social cards), contact and about, laid out
 * on the page plan of 2.53 viewport heights over the parallax scene.
 */
export function LandingPage() {
  const [ordering, setOrdering] = useState(false);
  const openOrder = useCallback(() => setOrdering(true), []);
  const closeOrder = useCallback(() => setOrdering(false), []);

  return (
    <div className={styles.page}>
      <PageMeta
        title={prawnsTexts.documentTitle}
        description={prawnsTexts.description}
        lang={prawnsTexts.lang}
        path={prawnsPaths.home}
      />
      <AgencyLink />
      <SiteMenu />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Hero />
        <OrderSection onOrder={openOrder} />
        <ContactSection />
        <AboutSection />
      </main>
      {/* After the content, so a first paint of a half-parsed page never lays the scene out
          against a page shorter than it will be (its layers' heights follow the page's). */}
      <ParallaxScene />
      <OrderModal open={ordering} onClose={closeOrder} />
    </div>
  );
}
