import '@fontsource-variable/nunito/wght.css';
import { Outlet } from 'react-router-dom';
import { useDocumentLanguage } from '../../shared/use-document-language';
import { useSessionExpiryRedirect } from './features/auth/use-session-expiry-redirect';
import { RentalFooter } from './components/RentalFooter';
import { RentalHeader } from './components/RentalHeader';
import { useRentalTexts } from './i18n/use-rental-texts';
import '../../shared/fonts/fallback-faces.css';
import './rental.css';
import styles from './RentalLayout.module.css';

export function RentalLayout() {
  const texts = useRentalTexts();
  useSessionExpiryRedirect();

  useDocumentLanguage(texts.lang);

  return (
    <div className={`rental ${styles.layout}`} lang={texts.lang}>
      <a className={styles.skipLink} href="#main">
        {texts.skipLink}
      </a>
      <RentalHeader texts={texts} />
      <Outlet />
      <RentalFooter texts={texts} />
    </div>
  );
}
