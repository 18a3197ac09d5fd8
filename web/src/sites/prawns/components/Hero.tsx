import { prawnsTexts } from '../prawns-texts';
import styles from './Hero.module.css';

const t = prawnsTexts.hero;

/** The title at the surface, in the sunlit shallows. */
export function Hero() {
  return (
    <section id="top" tabIndex={-1} className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <p className={styles.kicker}>{t.kicker}</p>
        <h1 id="hero-title" className={styles.title}>
          <span className={styles.word}>{t.titleTop}</span>{' '}
          <span className={styles.sticker}>{t.titleBottom}</span>
        </h1>
        <p className={styles.lead}>{t.lead}</p>
      </div>
    </section>
  );
}
