import { useId } from 'react';
import type { RentalLanguage } from '../rental-paths';
import styles from './LanguageFlag.module.css';

/** The flag of the language a link leads to; decorative, the link carries the language's name. */
export function LanguageFlag({ lang }: { lang: RentalLanguage }) {
  const id = useId();
  if (lang === 'de') {
    return (
      <svg className={styles.flag} viewBox="0 0 5 3" aria-hidden="true">
        <path fill="#000" d="M0 0h5v1H0z" />
        <path fill="#dd0000" d="M0 1h5v1H0z" />
        <path fill="#ffce00" d="M0 2h5v1H0z" />
      </svg>
    );
  }
  const clip = `${id}-clip`;
  const diagonals = `${id}-diagonals`;
  return (
    <svg className={styles.flag} viewBox="0 0 60 30" aria-hidden="true">
      <clipPath id={clip}>
        <path d="M0 0v30h60V0z" />
      </clipPath>
      <clipPath id={diagonals}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <path fill="#012169" d="M0 0v30h60V0z" />
        <path stroke="#fff" strokeWidth="6" d="m0 0 60 30m0-30L0 30" />
        <path
          stroke="#c8102e"
          strokeWidth="4"
          d="m0 0 60 30m0-30L0 30"
          clipPath={`url(#${diagonals})`}
        />
        <path stroke="#fff" strokeWidth="10" d="M30 0v30M0 15h60" />
        <path stroke="#c8102e" strokeWidth="6" d="M30 0v30M0 15h60" />
      </g>
    </svg>
  );
}
