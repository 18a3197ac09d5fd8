import { CountUp } from '../../../../shared/motion/CountUp';
import type { PresentationCatalog } from '../../i18n/presentation-catalog';
import { presentationTimings } from '../../presentation-timings';
import styles from './CountersSection.module.css';

/** 500+, 300+, 10+: counting up over 3 s in view, back to 0 when out of view (spec §1). */
export function CountersSection({ texts }: { texts: PresentationCatalog }) {
  const t = texts.counters;
  const locale = texts.lang === 'de' ? 'de-DE' : 'en-GB';
  return (
    <section className={styles.counters} aria-labelledby="pp-counters-title">
      <h2 id="pp-counters-title" className="visually-hidden">
        {t.title}
      </h2>
      <ul className={styles.list}>
        {t.items.map((item) => (
          <li key={item.label} className={styles.item}>
            <span className={styles.number}>
              <CountUp
                target={item.target}
                durationMs={presentationTimings.counterDurationMs}
                suffix="+"
                locale={locale}
              />
            </span>
            <span className={styles.label}>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
