import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { artPaths } from '../art-paths';
import { poems, artTexts } from '../art-texts';
import { useInPageLink } from '../components/in-page-link';
import styles from './PoemsPage.module.css';

const t = artTexts.poems;
const numerals = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];

/** /ArtAlley/poems: the eight poems (spec §2), set like a small book, with a contents list. */
export function PoemsPage() {
  const onInPageLink = useInPageLink();

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <PageMeta
        title={artTexts.titles.poems}
        description={artTexts.descriptions.poems}
        lang={artTexts.lang}
        path={artPaths.poems}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.lead}>{t.lead}</p>
      </header>

      <nav id="contents" className={styles.contents} aria-labelledby="poems-contents">
        <h2 id="poems-contents" className={styles.contentsTitle}>
          {t.contents}
        </h2>
        <ol className={styles.contentsList}>
          {poems.map((poem, index) => (
            <li key={poem.id}>
              <a className={styles.contentsLink} href={`#${poem.id}`} onClick={onInPageLink}>
                <span className={styles.numeral} aria-hidden="true">
                  {numerals[index]}
                </span>
                {poem.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className={styles.poems}>
        {poems.map((poem, index) => (
          <article
            key={poem.id}
            id={poem.id}
            className={styles.poem}
            aria-labelledby={`${poem.id}-title`}
          >
            <p className={styles.poemNumeral} aria-hidden="true">
              {numerals[index]}
            </p>
            <h2 id={`${poem.id}-title`} className={styles.poemTitle}>
              {poem.title}
            </h2>
            <div className={styles.verse}>
              {poem.stanzas.map((stanza) => (
                <p key={stanza[0]} className={styles.stanza}>
                  {stanza.map((line, lineIndex) => (
                    <span key={line} className={styles.line}>
                      {line}
                      {lineIndex < stanza.length - 1 && <br />}
                    </span>
                  ))}
                </p>
              ))}
            </div>
            <a className={styles.back} href="#contents" onClick={onInPageLink}>
              {t.backToContents}
            </a>
          </article>
        ))}
      </div>
    </main>
  );
}
