import { FadeIn } from '../../../../shared/motion/FadeIn';
import type { PresentationCatalog } from '../../i18n/presentation-catalog';
import { presentationTimings } from '../../presentation-timings';
import ui from '../ui.module.css';
import styles from './TipsSection.module.css';

/** Four numbered tips for buying a house: budget, location, market research, an agent. */
export function TipsSection({ texts }: { texts: PresentationCatalog }) {
  const t = texts.tips;
  return (
    <section className={`${ui.section} ${ui.alt}`} aria-labelledby="pp-tips-title">
      <div className={`${ui.inner} ${styles.layout}`}>
        <FadeIn className={styles.intro} rootMargin={presentationTimings.fadeInMargin} resetAtTop>
          <p className={ui.eyebrow}>{t.eyebrow}</p>
          <h2 id="pp-tips-title" className={ui.title}>
            {t.title}
          </h2>
          <p className={ui.lead}>{t.lead}</p>
        </FadeIn>
        <ol className={styles.tips}>
          {t.items.map((tip, index) => (
            <FadeIn
              as="li"
              key={tip.title}
              className={styles.tip}
              rootMargin={presentationTimings.fadeInMargin}
              resetAtTop
              delayMs={index * 90}
            >
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className={styles.tipTitle}>{tip.title}</h3>
                <p className={styles.tipText}>{tip.text}</p>
              </div>
            </FadeIn>
          ))}
        </ol>
      </div>
    </section>
  );
}
