import '@fontsource-variable/nunito/wght.css';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessionExpiryRedirect } from './auth/use-session-expiry-redirect';
import { RentalFooter } from './components/RentalFooter';
import { RentalHeader } from './components/RentalHeader';
import { useRentalTexts } from './i18n/use-rental-texts';
import './rental.css';
import styles from './RentalLayout.module.css';

export function RentalLayout() {
  const texts = useRentalTexts();
  useSessionExpiryRedirect();

  useEffect(() => {
    // The page's language for assistive technology and hyphenation; German is the app's default.
    document.documentElement.lang = texts.lang;
    return () => {
      document.documentElement.lang = 'de';
    };
  }, [texts.lang]);

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
