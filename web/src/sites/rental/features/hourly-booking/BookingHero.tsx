import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../overview/OverviewIcons';
import styles from './BookingHero.module.css';

interface BookingHeroProps {
  back: { to: string; label: string };
  eyebrow: string;
  title: string;
  intro: string;
  demo: { title: string; text: string };
  /** Between the intro and the demo note: links or choices of the page. */
  children?: ReactNode;
}

/**
 * A booking page's header on the overview's lake: the way back, the page's title and intro, and
 * the note that visitors' bookings are only examples here.
 */
export function BookingHero({ back, eyebrow, title, intro, demo, children }: BookingHeroProps) {
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <Link className={styles.back} to={back.to}>
          <ArrowLeftIcon className={styles.backIcon} />
          {back.label}
        </Link>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {children}
        <aside className={styles.demo} aria-label={demo.title}>
          <span className={styles.demoBadge}>{demo.title}</span>
          <p>{demo.text}</p>
        </aside>
      </div>
      <svg
        className={styles.wave}
        viewBox="0 0 1440 60"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path d="M0 30c120-20 240-20 360 0s240 20 360 0 240-20 360 0 240 20 360 0v30H0Z" />
      </svg>
    </header>
  );
}
