import { HeroSlider } from '../components/hero/HeroSlider';
import { CatalogPreview } from '../components/home/CatalogPreview';
import { CountersSection } from '../components/home/CountersSection';
import { ServicesSection } from '../components/home/ServicesSection';
import { SocialMarquee } from '../components/home/SocialMarquee';
import { TipsSection } from '../components/home/TipsSection';
import { PresentationPageMeta } from '../components/PresentationPageMeta';
import { usePresentationTexts } from '../i18n/use-presentation-texts';

export function HomePage() {
  const texts = usePresentationTexts();

  return (
    <main id="main" tabIndex={-1}>
      <PresentationPageMeta page="home" />
      <HeroSlider texts={texts} />
      <ServicesSection texts={texts} />
      <CountersSection texts={texts} />
      <SocialMarquee texts={texts} />
      <TipsSection texts={texts} />
      <CatalogPreview texts={texts} />
    </main>
  );
}
