import { useDocumentTitle } from '../../../shared/use-document-title';
import { AboutSection } from '../components/AboutSection';
import { ContactSection } from '../components/ContactSection';
import { HeroBanner } from '../components/HeroBanner';
import { ServiceSection } from '../components/ServiceSection';
import { de } from '../i18n/de';

export function HomePage() {
  useDocumentTitle(de.home.documentTitle);
  return (
    <main id="main" tabIndex={-1}>
      <HeroBanner />
      <ServiceSection />
      <AboutSection />
      <ContactSection />
    </main>
  );
}
