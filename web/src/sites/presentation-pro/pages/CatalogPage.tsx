import { CatalogBrowser } from '../components/catalog/CatalogBrowser';
import { PageBanner } from '../components/PageBanner';
import { PresentationPageMeta } from '../components/PresentationPageMeta';
import ui from '../components/ui.module.css';
import { LISTINGS } from '../data/listings';
import { usePresentationTexts } from '../i18n/use-presentation-texts';

export function CatalogPage() {
  const texts = usePresentationTexts();
  const t = texts.catalog;

  return (
    <main id="main" tabIndex={-1}>
      <PresentationPageMeta page="catalog" />
      <PageBanner image="catalog" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <section className={ui.section} aria-label={t.title}>
        <div className={ui.inner}>
          <CatalogBrowser listings={LISTINGS} texts={texts} idPrefix="pp-catalog" />
        </div>
      </section>
    </main>
  );
}
