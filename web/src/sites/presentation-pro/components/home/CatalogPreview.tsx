import { Link } from 'react-router-dom';
import { FadeIn } from '../../../../shared/motion/FadeIn';
import { PREVIEW_SIZE } from '../../data/catalog';
import { LISTINGS } from '../../data/listings';
import type { PresentationCatalog } from '../../i18n/presentation-catalog';
import { pagePath } from '../../presentation-paths';
import { presentationTimings } from '../../presentation-timings';
import { CatalogBrowser } from '../catalog/CatalogBrowser';
import ui from '../ui.module.css';
import styles from './CatalogPreview.module.css';

const preview = LISTINGS.slice(0, PREVIEW_SIZE);

/** The first twelve listings with the filter, and the way to the whole catalogue. */
export function CatalogPreview({ texts }: { texts: PresentationCatalog }) {
  const t = texts.preview;
  return (
    <section id="book" className={ui.section} aria-labelledby="pp-preview-title">
      <div className={ui.inner}>
        <FadeIn className={ui.head} rootMargin={presentationTimings.fadeInMargin} resetAtTop>
          <p className={ui.eyebrow}>{t.eyebrow}</p>
          <h2 id="pp-preview-title" className={ui.title}>
            {t.title}
          </h2>
          <p className={ui.lead}>{t.lead}</p>
        </FadeIn>
        <CatalogBrowser listings={preview} texts={texts} idPrefix="pp-preview" />
        <div className={styles.more}>
          <Link className={ui.button} to={pagePath('catalog', texts.lang)}>
            {t.entireCatalog}
          </Link>
        </div>
      </div>
    </section>
  );
}
