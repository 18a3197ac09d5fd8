import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cx } from '../../../shared/class-names';
import { useAnswerHighlight } from '../components/faq/use-answer-highlight';
import { PageBanner } from '../components/PageBanner';
import { PresentationPageMeta } from '../components/PresentationPageMeta';
import ui from '../components/ui.module.css';
import { FAQ_CATEGORY_KEYS, type FaqCategoryKey } from '../i18n/faq';
import { faqDe } from '../i18n/faq-de';
import { faqEn } from '../i18n/faq-en';
import { usePresentationTexts } from '../i18n/use-presentation-texts';
import styles from './FaqPage.module.css';

const answerId = (entryId: string) => `faq-${entryId}`;

function isCategory(value: string | null): value is FaqCategoryKey {
  return FAQ_CATEGORY_KEYS.some((key) => key === value);
}

/**
 * An index of seven topics (one open at a time) whose questions lead to the answers below:
 * the answers appear with the first question chosen, scrolled to and highlighted.
 */
export function FaqPage() {
  const texts = usePresentationTexts();
  const t = texts.faq;
  // The answers load with this page only, not with every page of the site.
  const categories = texts.lang === 'de' ? faqDe : faqEn;
  const [searchParams] = useSearchParams();
  const topic = searchParams.get('topic');
  // The service cards link here with ?topic=buying and the like.
  const [openCategory, setOpenCategory] = useState<FaqCategoryKey | null>(
    isCategory(topic) ? topic : null,
  );
  const highlight = useAnswerHighlight();

  return (
    <main id="main" tabIndex={-1}>
      <PresentationPageMeta page="faq" />
      <PageBanner image="faq" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <section className={ui.section} aria-labelledby="pp-faq-index">
        <div className={cx(ui.inner, styles.indexLayout)}>
          <h2 id="pp-faq-index" className={styles.sectionTitle}>
            {t.indexTitle}
          </h2>
          <ul className={styles.categories}>
            {categories.map((category) => {
              const open = openCategory === category.key;
              const panelId = `faq-panel-${category.key}`;
              return (
                <li key={category.key} className={cx(styles.category, open && styles.open)}>
                  <h3 className={styles.categoryHeading}>
                    <button
                      type="button"
                      className={styles.categoryButton}
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenCategory(open ? null : category.key)}
                    >
                      <span>{category.title}</span>
                      <span className={styles.categoryCount}>
                        {t.questionCount(category.entries.length)}
                      </span>
                      <span className={styles.chevron} aria-hidden="true" />
                    </button>
                  </h3>
                  <div id={panelId} className={styles.panel} hidden={!open}>
                    <ul className={styles.questions}>
                      {category.entries.map((entry) => (
                        <li key={entry.id}>
                          <button
                            type="button"
                            className={styles.question}
                            aria-controls={answerId(entry.id)}
                            onClick={() => highlight.select(answerId(entry.id))}
                          >
                            {entry.question}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section
        className={cx(ui.section, ui.alt)}
        aria-labelledby="pp-faq-answers"
        hidden={!highlight.revealed}
        data-testid="faq-answers"
      >
        <div className={cx(ui.inner, styles.answersLayout)}>
          <h2 id="pp-faq-answers" className={styles.sectionTitle}>
            {t.answersTitle}
          </h2>
          {categories.map((category) => (
            <section key={category.key} className={styles.answerGroup} aria-label={category.title}>
              <h3 className={styles.groupTitle}>{category.title}</h3>
              {category.entries.map((entry) => {
                const id = answerId(entry.id);
                const phase = highlight.id === id ? highlight.phase : null;
                return (
                  <article
                    key={entry.id}
                    id={id}
                    tabIndex={-1}
                    className={styles.answer}
                    data-highlight={phase ?? undefined}
                  >
                    <h4 className={styles.answerQuestion}>{entry.question}</h4>
                    {entry.answer.map((paragraph) => (
                      <p key={paragraph} className={styles.answerText}>
                        {paragraph}
                      </p>
                    ))}
                  </article>
                );
              })}
            </section>
          ))}
          <a className={styles.back} href="#pp-faq-index">
            {t.backToIndex}
          </a>
        </div>
      </section>
    </main>
  );
}
