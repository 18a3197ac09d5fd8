import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/nunito/wght.css';
import { Outlet } from 'react-router-dom';
import { useDocumentLanguage } from '../../shared/use-document-language';
import { useFavicon } from '../../shared/use-favicon';
import favicon from './assets/favicon.svg?url';
import { prawnsTexts } from './prawns-texts';
import '../../shared/fonts/fallback-faces.css';
import './prawns.css';
import styles from './PrawnsLayout.module.css';

/** The ParallaxPrawns frame: tokens, fonts, English document language, the prawn tab icon. */
export function PrawnsLayout() {
  useDocumentLanguage(prawnsTexts.lang);
  useFavicon(favicon);

  return (
    <div className="prawns" lang={prawnsTexts.lang}>
      <a className={styles.skipLink} href="#main">
        {prawnsTexts.skipLink}
      </a>
      <Outlet />
    </div>
  );
}
