import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { artPaths } from '../art-paths';
import { artTexts } from '../art-texts';
import {
  CommissionArt,
  ConversationArt,
  GalleryWallArt,
  HeroPainting,
  PoemsArt,
} from '../components/Artworks';
import { SocialIcon, type SocialNetwork } from '../components/SocialIcon';
import styles from './HomePage.module.css';

const t = artTexts.home;

/** The three ways into the studio (spec §2), each a tile with its own small artwork. */
const tiles: { key: keyof typeof t.products.tiles; to: string; art: ReactNode }[] = [
  { key: 'contract', to: artPaths.contact, art: <CommissionArt className={styles.tileArt} /> },
  { key: 'gallery', to: artPaths.gallery, art: <GalleryWallArt className={styles.tileArt} /> },
  { key: 'poems', to: artPaths.poems, art: <PoemsArt className={styles.tileArt} /> },
];

function Quote({ index }: { index: 0 | 1 }) {
  const quote = t.quotes[index];
  return (
    <section className={styles.quoteSection} aria-label={`Quote: ${quote.source}`}>
      <figure className={styles.quote}>
        <blockquote className={styles.quoteText}>
          <p>{quote.text}</p>
        </blockquote>
        <figcaption className={styles.quoteSource}>— {quote.source}</figcaption>
      </figure>
    </section>
  );
}

/** /ArtAlley: the hero painting, quotes, the artist, Connect, the offer and the questions. */
export function HomePage() {
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <PageMeta
        title={artTexts.titles.home}
        description={artTexts.descriptions.home}
        lang={artTexts.lang}
        path={artPaths.home}
      />
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <p className={styles.kicker}>{t.kicker}</p>
          <h1 id="home-title" className={styles.title}>
            {t.titleLines.map((line, index) => (
              <span
                key={line}
                className={styles.titleLine}
                style={{ '--line': index } as CSSProperties}
              >
                <span className={styles.titleInner}>{line}</span>{' '}
              </span>
            ))}
          </h1>
          <p className={styles.lead}>{t.lead}</p>
          <Link className={styles.primary} to={artPaths.gallery}>
            {t.heroCta}
          </Link>
        </div>
        <figure className={styles.heroFigure}>
          <div className={styles.frame}>
            <HeroPainting className={styles.painting} />
          </div>
          <figcaption className={styles.label}>
            <span className={styles.labelTitle}>Alley Sun</span>
            <span>Oil on linen, 2024</span>
            <span className="visually-hidden">{t.heroArtLabel}</span>
          </figcaption>
        </figure>
      </section>

      <Quote index={0} />

      <section className={styles.about} aria-labelledby="home-about">
        <h2 id="home-about" className={styles.sectionTitle}>
          {t.about.title}
        </h2>
        <div className={styles.aboutBody}>
          {t.about.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <Link className={styles.textLink} to={artPaths.about}>
            {t.about.link}
          </Link>
        </div>
      </section>

      <section className={styles.connect} aria-labelledby="home-connect">
        <div className={styles.connectBody}>
          <h2 id="home-connect" className={styles.connectTitle}>
            {t.connect.title}
          </h2>
          <p className={styles.connectText}>{t.connect.text}</p>
          <div className={styles.connectActions}>
            <Link className={styles.primary} to={artPaths.contact}>
              {t.connect.cta}
            </Link>
            <ul className={styles.socials} aria-label={t.connect.socialLabel}>
              {t.connect.socials.map((network: SocialNetwork) => (
                <li key={network}>
                  <Link
                    className={styles.social}
                    to={artPaths.siteRoot}
                    aria-label={`${network} ${t.connect.socialHint}`}
                  >
                    <SocialIcon network={network} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <ConversationArt className={styles.connectArt} />
      </section>

      <Quote index={1} />

      <section className={styles.products} aria-labelledby="home-products">
        <div className={styles.productsHead}>
          <h2 id="home-products" className={styles.sectionTitle}>
            {t.products.title}
          </h2>
          <p className={styles.productsLead}>{t.products.lead}</p>
        </div>
        <ul className={styles.tiles}>
          {tiles.map(({ key, to, art }) => {
            const tile = t.products.tiles[key];
            return (
              <li key={key} className={styles.tile}>
                <div className={styles.tileFrame}>{art}</div>
                <h3 className={styles.tileTitle}>
                  <Link className={styles.tileLink} to={to}>
                    {tile.title}
                  </Link>
                </h3>
                <p className={styles.tileText}>{tile.text}</p>
                <span className={styles.tileArrow} aria-hidden="true">
                  →
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={styles.questions} aria-labelledby="home-questions">
        <h2 id="home-questions" className={styles.sectionTitle}>
          {t.questions.title}
        </h2>
        <div className={styles.faq}>
          {t.questions.items.map(({ q, a }) => (
            <details key={q} className={styles.question}>
              <summary className={styles.summary}>{q}</summary>
              <p className={styles.answer}>{a}</p>
            </details>
          ))}
        </div>
      </section>
    </main>
  );
}
