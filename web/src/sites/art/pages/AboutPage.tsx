import type { ReactNode } from 'react';
import { DemoContactForm } from '../../../shared/demo-contact/DemoContactForm';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { artLimits, artTimings } from '../art-constants';
import { artPaths } from '../art-paths';
import { artContactTexts, artTexts } from '../art-texts';
import { AdminInbox } from '../about/AdminInbox';
import { PortraitArt } from '../components/Artworks';
import styles from './AboutPage.module.css';

const t = artTexts.about;

export interface AboutPageProps {
  /**
   * ADMIN INBOX SLOT: the admin's contact-request inbox (toggle button with the unread count,
   * spec §2, §4) is drawn here, at the head of the contact section. Empty for everyone else.
   * Tests may pass their own.
   */
  adminInbox?: ReactNode;
}

/** /ArtAlley/about: the artist, and the contact form (#contact) that sends nothing (spec §4). */
export function AboutPage({ adminInbox = <AdminInbox /> }: AboutPageProps = {}) {
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <PageMeta
        title={artTexts.titles.about}
        description={artTexts.descriptions.about}
        lang={artTexts.lang}
        path={artPaths.about}
      />
      <section className={styles.intro} aria-labelledby="about-title">
        <div className={styles.introText}>
          <p className={styles.kicker}>{t.kicker}</p>
          <h1 id="about-title" className={styles.title}>
            {t.title}
          </h1>
          <div className={styles.text}>
            {t.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className={styles.facts}>
            {t.facts.map(({ term, detail }) => (
              <div key={term} className={styles.fact}>
                <dt>{term}</dt>
                <dd>{detail}</dd>
              </div>
            ))}
          </dl>
        </div>
        <figure className={styles.portrait}>
          <div className={styles.frame}>
            <PortraitArt className={styles.portraitArt} />
          </div>
          <figcaption className="visually-hidden">{t.portraitLabel}</figcaption>
        </figure>
      </section>

      <section
        id="contact"
        tabIndex={-1}
        className={styles.contact}
        aria-labelledby="contact-title"
      >
        <div className={styles.contactHead}>
          <h2 id="contact-title" className={styles.contactTitle}>
            {t.contact.title}
          </h2>
          <p className={styles.contactLead}>{t.contact.lead}</p>
          {adminInbox}
        </div>
        <div className={styles.form}>
          <DemoContactForm
            messageMax={artLimits.contactMessageMax}
            texts={artContactTexts}
            noticeMs={artTimings.contactNoticeMs}
          />
        </div>
      </section>
    </main>
  );
}
