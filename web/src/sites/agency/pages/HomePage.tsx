import { useDocumentTitle } from '../../../shared/use-document-title';
import { AboutSection } from '../components/AboutSection';
import { ContactSection } from '../components/ContactSection';
import { HeroBanner } from '../components/HeroBanner';
import { ServiceSection } from '../components/ServiceSection';
import { de } from '../i18n/de';
import { useSectionScroll } from '../motion/use-section-scroll';

export function HomePage() {
  useDocumentTitle(de.home.documentTitle);
  useSectionScroll();
  return (
    <main id="main" tabIndex={-1}>
      <HeroBanner />
      <ServiceSection />
      <AboutSection />
      <ContactSection />
    </main>
  );
}
