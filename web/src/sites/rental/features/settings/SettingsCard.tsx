import { useId, type ReactNode } from 'react';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { settingsDe as t } from './settings-texts';
import styles from './Settings.module.css';

interface LoadStateProps {
  loading: string;
  failed: string;
  query: { isError: boolean; isFetching: boolean; refetch: () => unknown };
}

/** What a card shows before its data is there: a loading note, or the failure with a retry. */
export function LoadState({ loading, failed, query }: LoadStateProps) {
  if (!query.isError) return <StatusNote tone="info">{loading}</StatusNote>;
  return (
    <StatusNote tone="failure">
      <p>{failed}</p>
      <p>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {t.retry}
        </button>
      </p>
    </StatusNote>
  );
}

interface SettingsCardProps {
  title: string;
  lead?: ReactNode;
  /** E.g. a card across the whole width of the page. */
  className?: string;
  children: ReactNode;
}

/** One card of the settings page: a titled region with an optional lead. */
export function SettingsCard({ title, lead, className, children }: SettingsCardProps) {
  const titleId = useId();
  return (
    <section
      className={className ? `${styles.card} ${className}` : styles.card}
      aria-labelledby={titleId}
    >
      <header className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        {lead && <p className={styles.cardLead}>{lead}</p>}
      </header>
      {children}
    </section>
  );
}
