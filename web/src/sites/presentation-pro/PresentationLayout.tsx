import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/playfair-display/wght.css';
import { Outlet, useLocation } from 'react-router-dom';
import { useHashScroll } from '../../shared/scroll/use-hash-scroll';
import { useDocumentLanguage } from '../../shared/use-document-language';
import { useFavicon } from '../../shared/use-favicon';
import faviconUrl from './assets/favicon.svg?url';
import { FloatingContact } from './components/FloatingContact';
import { InPageLinkContext } from './components/in-page-link';
import { Navbar } from './components/Navbar';
import { SiteFooter } from './components/SiteFooter';
import { usePresentationTexts } from './i18n/use-presentation-texts';
import '../../shared/fonts/fallback-faces.css';
import './presentation.css';
import styles from './PresentationLayout.module.css';
import { pageOf } from './presentation-paths';

/** The navbar's real height, so a hash target lands just below it. */
function navbarHeight(): number {
  return document.querySelector('[data-pp-navbar]')?.getBoundingClientRect().height ?? 0;
}

const noOffsets = {};
const hashScrollOptions = { headerHeight: navbarHeight };

export function PresentationLayout() {
  const texts = usePresentationTexts();
  const { pathname } = useLocation();
  const page = pageOf(pathname);
  useDocumentLanguage(texts.lang);
  useFavicon(faviconUrl);
  const onInPageLink = useHashScroll(noOffsets, 0, hashScrollOptions);

  return (
    <InPageLinkContext value={onInPageLink}>
      {/* #top: the "back to top" target on every page. */}
      <div id="top" className={`pp ${styles.layout}`} lang={texts.lang}>
        <a className={styles.skipLink} href="#main">
          {texts.skipLink}
        </a>
        {/* Home opens with the hero, the other pages with a banner, the 404 page with neither. */}
        <Navbar texts={texts} backdrop={page === 'home' ? 'hero' : page ? 'banner' : 'none'} />
        <Outlet />
        <SiteFooter texts={texts} withHomeAnchors={page === 'home'} />
        <FloatingContact texts={texts} afterHero={page === 'home'} />
      </div>
    </InPageLinkContext>
  );
}
