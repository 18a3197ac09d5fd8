import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/space-grotesk/wght.css';
import { Outlet } from 'react-router-dom';
import './agency.css';
import styles from './AgencyLayout.module.css';
import { SiteFooter } from './components/SiteFooter';
import { TopBar } from './components/TopBar';
import { de } from './i18n/de';

export function AgencyLayout() {
  return (
    <div className={`agency ${styles.layout}`}>
      <a className={styles.skipLink} href="#main">
        {de.skipLink}
      </a>
      <TopBar />
      <Outlet />
      <SiteFooter />
    </div>
  );
}
