import { cx } from '../../../shared/class-names';
import { FadeIn } from '../motion/FadeIn';
import { de } from '../i18n/de';
import section from './section.module.css';
import { SectionHeading } from './SectionHeading';
import styles from './ServiceSection.module.css';

/** Line icons in card order: a browser window, a calendar with a tick, a sparkling wrench. */
const icons = [
  'M3 6.5A2.5 2.5 0 0 1 5.5 4h13A2.5 2.5 0 0 1 21 6.5v11a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5v-11ZM3 9h18M6 6.5h.01M8.5 6.5h.01M7 13h6M7 16h10',
  'M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7Zm0 3h16M8 3v4m8-4v4m-6.5 7.5 2 2 4-4',
  'M14.5 6.5a4 4 0 0 0-5.3 5.3L4 17l3 3 5.2-5.2a4 4 0 0 0 5.3-5.3l-2.5 2.5-2.5-.5-.5-2.5 2.5-2.5ZM19 2v3m-1.5-1.5h3',
];

export function ServiceSection() {
  const t = de.service;
  return (
    <section
      id="service"
      className={cx(section.band, section.raised)}
      aria-labelledby="service-title"
    >
      <div className={section.container}>
        <FadeIn>
          <SectionHeading id="service-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
        </FadeIn>
        <ul className={styles.cards}>
          {t.cards.map((card, index) => (
            <FadeIn as="li" key={card.title} className={styles.card} delayMs={index * 120}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
                <path d={icons[index]} />
              </svg>
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.text}>{card.text}</p>
              <ul className={styles.points}>
                {card.points.map((point) => (
                  <li key={point} className={styles.point}>
                    {point}
                  </li>
                ))}
              </ul>
            </FadeIn>
          ))}
        </ul>
      </div>
    </section>
  );
}
