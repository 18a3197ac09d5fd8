import type { AgencyDetailsDto } from '@showcase/contracts/generated/model/agencyDetailsDto';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OperatorDetails } from '../../../../shared/legal/OperatorDetails';
import buttons from '../../components/buttons.module.css';
import { LakeBackdrop } from '../../components/LakeBackdrop';
import type { LegalSection, LegalTexts } from './legal-texts';
import styles from './LegalLayout.module.css';

/** The frame of the rental's legal pages: a lake banner with the title, then a reading card. */
export function LegalLayout({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={styles.hero}>
        <LakeBackdrop />
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
      </div>
      <div className={styles.card}>{children}</div>
    </main>
  );
}

/** A note in the site's calm info colours (demo hints, the binding-version note). */
export function LegalNotice({ children }: { children: ReactNode }) {
  return <p className={styles.notice}>{children}</p>;
}

/** Text with a sticky table of contents beside it on wide screens, above it on phones. */
export function LegalColumns({
  tocLabel,
  sections,
  children,
}: {
  tocLabel: string;
  sections: readonly LegalSection[];
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className={styles.columns}>
      <nav className={styles.toc} aria-labelledby={titleId}>
        <p id={titleId} className={styles.tocTitle}>
          {tocLabel}
        </p>
        <ol className={styles.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              {/* A router link: the router jumps to the anchor, the heading's scroll margin
                  keeps it clear of the sticky header. */}
              <Link className={styles.tocLink} to={{ hash: section.id }}>
                {section.heading}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.prose}>{children}</div>
    </div>
  );
}

/** One section of a legal text: an h2, then paragraphs and bulleted lists. */
export function LegalSectionView({ section }: { section: LegalSection }) {
  return (
    <section id={section.id} className={styles.section}>
      <h2 className={styles.heading}>{section.heading}</h2>
      {section.blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index} className={styles.text}>
            {block}
          </p>
        ) : (
          <ul key={index} className={styles.list}>
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </section>
  );
}

/** A simple titled block without an anchor (imprint details, controller). */
export function LegalBlockSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{heading}</h2>
      {children}
    </section>
  );
}

export function LegalText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Phone and e-mail as links, one per line. */
export function ContactLines({
  details,
  texts,
}: {
  details: AgencyDetailsDto;
  texts: LegalTexts['operator'];
}) {
  return (
    <>
      {texts.phoneLabel}: <a href={telHref(details.phone)}>{details.phone}</a>
      <br />
      {texts.emailLabel}: <a href={`mailto:${details.email}`}>{details.email}</a>
    </>
  );
}

/** The operator's details from the API, with the rental's loading and retry looks. */
export function RentalOperatorDetails({
  texts,
  children,
}: {
  texts: LegalTexts['operator'];
  children: (details: AgencyDetailsDto) => ReactNode;
}) {
  return (
    <OperatorDetails texts={texts} classNames={{ status: styles.status, retry: buttons.secondary }}>
      {children}
    </OperatorDetails>
  );
}
