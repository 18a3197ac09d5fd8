import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/playfair-display/wght-italic.css';
import '@fontsource-variable/playfair-display/wght.css';
import { Outlet } from 'react-router-dom';
import { useHashScroll } from '../../shared/scroll/use-hash-scroll';
import { useDocumentLanguage } from '../../shared/use-document-language';
import { useFavicon } from '../../shared/use-favicon';
import { artScrollOffsetPx } from './art-constants';
import { artTexts } from './art-texts';
import favicon from './assets/favicon.svg?url';
import { ArtFooter } from './components/ArtFooter';
import { ArtNavbar } from './components/ArtNavbar';
import { InPageLinkContext } from './components/in-page-link';
import '../../shared/fonts/fallback-faces.css';
import './art.css';
import styles from './ArtLayout.module.css';

const noOffsets = {};

/**
 * The ArtAlley frame: tokens, fonts, English document language, the tab icon, the navbar and
 * the footer. Hash targets on every art page land 74 px below the top, under the sticky bar.
 */
export function ArtLayout() {
  useDocumentLanguage(artTexts.lang);
  useFavicon(favicon);
  const onInPageLink = useHashScroll(noOffsets, artScrollOffsetPx);

  return (
    <InPageLinkContext value={onInPageLink}>
      {/* #top: where the footer's links lead on every page (spec §2). */}
      <div id="top" className={`art ${styles.layout}`} lang={artTexts.lang}>
        <a className={styles.skipLink} href="#main">
          {artTexts.skipLink}
        </a>
        <ArtNavbar />
        <Outlet />
        <ArtFooter />
      </div>
    </InPageLinkContext>
  );
}
