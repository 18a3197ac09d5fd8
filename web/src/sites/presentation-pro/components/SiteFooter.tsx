import { Link } from 'react-router-dom';
import { office } from '../data/office';
import type { PresentationCatalog } from '../i18n/presentation-catalog';
import { pagePath } from '../presentation-paths';
import { BrandMark } from './BrandMark';
import { Icon } from './Icon';
import styles from './SiteFooter.module.css';
import { useInPageLink } from './in-page-link';

export interface SiteFooterProps {
  texts: PresentationCatalog;
  /** On the home page the contact and approach columns are the targets of #contact and #approach. */
  withHomeAnchors: boolean;
}

export function SiteFooter({ texts, withHomeAnchors }: SiteFooterProps) {
  const lang = texts.lang;
  const t = texts.footer;
  const onInPageLink = useInPageLink();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <Link className={styles.brand} to={pagePath('home', lang)}>
            <BrandMark className={styles.mark} />
            {texts.brand.name}
          </Link>
          <p className={styles.about}>{t.about}</p>
        </div>
        <nav className={styles.column} aria-label={t.pagesTitle}>
          <h2 className={styles.heading}>{t.pagesTitle}</h2>
          <ul className={styles.list}>
            <li>
              <Link to={pagePath('home', lang)}>{texts.nav.home}</Link>
            </li>
            <li>
              <Link to={`${pagePath('home', lang)}#about`}>{texts.services.eyebrow}</Link>
            </li>
            <li>
              <Link to={`${pagePath('home', lang)}#book`}>{texts.preview.eyebrow}</Link>
            </li>
            <li>
              <Link to={pagePath('catalog', lang)}>{texts.nav.catalog}</Link>
            </li>
            <li>
              <Link to={pagePath('faq', lang)}>{texts.nav.faq}</Link>
            </li>
            <li>
              <Link to={pagePath('contact', lang)}>{texts.nav.contact}</Link>
            </li>
          </ul>
        </nav>
        <section className={styles.column} id={withHomeAnchors ? 'contact' : undefined}>
          <h2 className={styles.heading}>{t.contactTitle}</h2>
          <ul className={styles.list}>
            <li>
              <a className={styles.iconLink} href={office.phoneHref}>
                <Icon name="phone" className={styles.icon} />
                <span className="visually-hidden">{texts.contactLines.phoneLabel}: </span>
                {office.phoneDisplay}
              </a>
            </li>
            <li>
              <a className={styles.iconLink} href={`mailto:${office.email}`}>
                <Icon name="mail" className={styles.icon} />
                <span className="visually-hidden">{texts.contactLines.emailLabel}: </span>
                {office.email}
              </a>
            </li>
          </ul>
          <h2 className={styles.heading}>{t.hoursTitle}</h2>
          <ul className={styles.plainList}>
            {texts.contact.hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section className={styles.column} id={withHomeAnchors ? 'approach' : undefined}>
          <h2 className={styles.heading}>{t.approachTitle}</h2>
          <address className={styles.address}>
            {texts.brand.name}
            <br />
            {office.street}
            <br />
            {office.postalCode} {office.city}
          </address>
          <a
            className={styles.iconLink}
            href={office.mapsLink}
            rel="noopener noreferrer"
            target="_blank"
          >
            <Icon name="pin" className={styles.icon} />
            {texts.contact.openInMaps}
          </a>
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.demo}>
          {t.demoNote} <Link to="/">{t.demoLink}</Link>
        </p>
        <nav aria-label={t.legalLabel}>
          <ul className={styles.legal}>
            <li>
              <Link to={pagePath('imprint', lang)}>{t.imprint}</Link>
            </li>
            <li>
              <Link to={pagePath('privacy', lang)}>{t.privacy}</Link>
            </li>
            <li>
              <a href="#top" onClick={onInPageLink}>
                {t.backToTop}
              </a>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright} suppressHydrationWarning>
          {t.copyright(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}
