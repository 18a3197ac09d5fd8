import { Link } from 'react-router-dom';
import { cx } from '../../../../shared/class-names';
import { FadeIn } from '../../../../shared/motion/FadeIn';
import type { PresentationCatalog } from '../../i18n/presentation-catalog';
import { pagePath } from '../../presentation-paths';
import { presentationTimings } from '../../presentation-timings';
import ui from '../ui.module.css';
import styles from './ServicesSection.module.css';

const icons = [
  // A key, a sign post, a door, a clipboard: buying, selling, renting, managing.
  'M14.5 4a5.5 5.5 0 0 0-5.2 7.3L3 17.6V21h3.4v-2h2v-2h2l1.9-1.9A5.5 5.5 0 1 0 14.5 4Zm1.5 3a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z',
  'M11 2h2v3h6l2.5 2.5L19 10h-6v2h-2v-2H5V5h6V2Zm0 12h2v8h-2v-8Z',
  'M5 3h11a1 1 0 0 1 1 1v16h2v2H3v-2h1V4a1 1 0 0 1 1-1Zm1 2v15h9V5H6Zm6 6.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z',
  'M9 2h6v2h3a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm0 4H7v14h10V6h-2v2H9V6Zm1.6 9.6 4.9-4.9 1.4 1.4-6.3 6.3-3.2-3.2 1.4-1.4 1.8 1.8Z',
];

/** What the agency does; the English cards also lead to the matching FAQ topic (spec §2). */
export function ServicesSection({ texts }: { texts: PresentationCatalog }) {
  const t = texts.services;
  return (
    <section id="about" className={ui.section} aria-labelledby="pp-services-title">
      <div className={ui.inner}>
        <FadeIn
          className={cx(ui.head, styles.head)}
          rootMargin={presentationTimings.fadeInMargin}
          resetAtTop
        >
          <p className={ui.eyebrow}>{t.eyebrow}</p>
          <h2 id="pp-services-title" className={ui.title}>
            {t.title}
          </h2>
          <p className={ui.lead}>{t.lead}</p>
        </FadeIn>
        <ul className={styles.cards}>
          {t.cards.map((card, index) => (
            <FadeIn
              as="li"
              key={card.title}
              className={styles.card}
              rootMargin={presentationTimings.fadeInMargin}
              resetAtTop
              delayMs={index * 90}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
                <path d={icons[index % icons.length]} fillRule="evenodd" />
              </svg>
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p className={styles.cardText}>{card.text}</p>
              {card.faq && (
                <Link
                  className={styles.faqLink}
                  to={{
                    pathname: pagePath('faq', texts.lang),
                    search: `?topic=${card.faq.category}`,
                  }}
                >
                  {card.faq.label}
                  <span aria-hidden="true"> →</span>
                </Link>
              )}
            </FadeIn>
          ))}
        </ul>
      </div>
    </section>
  );
}
