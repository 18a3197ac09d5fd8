import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { AboutSection } from '../components/AboutSection';
import { ContactSection } from '../components/ContactSection';
import { HeroBanner } from '../components/HeroBanner';
import { ServiceSection } from '../components/ServiceSection';
import { de } from '../i18n/de';
import { useHashScroll } from '../../../shared/scroll/use-hash-scroll';
import { agencyPaths } from '../agency-paths';
import { defaultSectionScrollOffset, sectionScrollOffsets } from '../agency-timings';

export function HomePage() {
  // Hash links leave room for the fixed navbar: about lands 20 px, contact 25 px below it; the
  // others let 50 px of their generous top padding slide under it (spec §2).
  useHashScroll(sectionScrollOffsets, defaultSectionScrollOffset, { headerHeight: navbarHeight });
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta
        title={de.home.documentTitle}
        description={de.home.description}
        lang="de"
        path={agencyPaths.home}
      />
      <HeroBanner />
      <ServiceSection />
      <AboutSection />
      <ContactSection />
    </main>
  );
}

function navbarHeight(): number {
  return document.querySelector<HTMLElement>('[data-agency-navbar]')?.offsetHeight ?? 0;
}
