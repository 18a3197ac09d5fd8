import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../class-names';
import { useRedirectAfter } from '../use-redirect-after';
import styles from './NotFound.module.css';

/** Per-part classes, for a site that draws the page entirely in its own look. */
export type NotFoundClassNames = Partial<
  Record<'root' | 'code' | 'message' | 'hint' | 'link', string>
>;

export interface NotFoundProps {
  code?: string;
  message: string;
  /** The countdown sentence for the seconds left; shown and announced politely each second. */
  hint?: (secondsLeft: number) => string;
  redirectTo: string;
  delayMs: number;
  linkLabel: string;
  className?: string;
  classNames?: NotFoundClassNames;
  /** The message's language where it differs from the page's (the agency's English 404). */
  messageLang?: string;
}

const defaultHint = (secondsLeft: number) => `${secondsLeft} s`;

/** Whole seconds left, counted down once a second, never below 1 before the redirect. */
function useSecondsLeft(delayMs: number): number {
  const [secondsLeft, setSecondsLeft] = useState(() => Math.ceil(delayMs / 1000));
  useEffect(() => {
    const interval = setInterval(() => {
      setSecondsLeft((seconds) => Math.max(1, seconds - 1));
    }, 1000);
    return () => clearInterval(interval);
  }, []);
  return secondsLeft;
}

/** The 404 content every site shares: code, message, a live countdown, then home. */
export function NotFound({
  code = '404',
  message,
  hint = defaultHint,
  redirectTo,
  delayMs,
  linkLabel,
  className,
  classNames = {},
  messageLang,
}: NotFoundProps) {
  useRedirectAfter(redirectTo, delayMs);
  const secondsLeft = useSecondsLeft(delayMs);

  return (
    <div className={cx(classNames.root ?? styles.root, className)}>
      <p className={classNames.code ?? styles.code}>{code}</p>
      <h1 className={classNames.message ?? styles.message} lang={messageLang}>
        {message}
      </h1>
      <p className={classNames.hint ?? styles.hint} aria-live="polite">
        {hint(secondsLeft)}
      </p>
      {/* Replace, like the automatic redirect, so "back" skips the dead address. */}
      <Link className={classNames.link ?? styles.link} to={redirectTo} replace>
        {linkLabel}
      </Link>
    </div>
  );
}
