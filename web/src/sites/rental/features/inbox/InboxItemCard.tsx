import type { InboxItemDto } from '@showcase/contracts/generated/model/inboxItemDto';
import { useId } from 'react';
import buttons from '../../components/buttons.module.css';
import { businessClock, businessDate } from '../staff-shell/business-time';
import { inboxDe } from './inbox-texts';
import styles from './InboxItemCard.module.css';

const t = inboxDe.item;

interface InboxItemCardProps {
  item: InboxItemDto;
  /** Open items: the "Abhaken" button. Left out in the logs, which show who ticked it off. */
  onTickOff?: (item: InboxItemDto) => void;
  tickingOff?: boolean;
}

/** When it came in: a to-do by its day, a message or booking notice by day and time. */
function Received({ item }: { item: InboxItemDto }) {
  const date = businessDate(item.receivedAt);
  return (
    <p className={styles.when}>
      <time dateTime={item.receivedAt}>
        {item.type === 'todo' ? date : `${date} ${t.at(businessClock(item.receivedAt))}`}
      </time>
    </p>
  );
}

/**
 * One inbox item: a to-do (title, description, author, day) or a message or booking notice
 * (sender or customer, how to reach them, when, the text). Open items can be ticked off; in the
 * logs the card shows 'Abgehakt von {name} ({date})' instead.
 */
export function InboxItemCard({ item, onTickOff, tickingOff = false }: InboxItemCardProps) {
  const titleId = useId();
  const isTodo = item.type === 'todo';
  const reachable = !isTodo && (item.email !== null || item.phone !== null);

  return (
    <article className={styles.card} data-type={item.type} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h3 id={titleId} className={styles.name}>
          {item.name}
        </h3>
        <Received item={item} />
      </header>
      {reachable && (
        <dl className={styles.contact}>
          {item.email !== null && (
            <div className={styles.contactLine}>
              <dt>{t.email}</dt>
              <dd>
                <a href={`mailto:${item.email}`}>{item.email}</a>
              </dd>
            </div>
          )}
          {item.phone !== null && (
            <div className={styles.contactLine}>
              <dt>{t.phone}</dt>
              <dd>
                <a href={`tel:${item.phone}`}>{item.phone}</a>
              </dd>
            </div>
          )}
        </dl>
      )}
      <p className={styles.body}>{item.body}</p>
      <footer className={styles.foot}>
        {isTodo && item.createdBy !== null && (
          <p className={styles.author}>{t.createdBy(item.createdBy)}</p>
        )}
        {item.tickedOff !== null ? (
          <p className={styles.tickedOff}>
            <svg className={styles.check} viewBox="0 0 20 20" aria-hidden="true">
              <path d="M4 10.5 8 14.5 16 6" />
            </svg>
            {item.tickedOff}
          </p>
        ) : (
          onTickOff && (
            <button
              type="button"
              className={styles.tickOff}
              disabled={tickingOff}
              onClick={() => onTickOff(item)}
            >
              {tickingOff ? (
                <>
                  <span className={buttons.spinner} aria-hidden="true" />
                  {t.tickingOff}
                </>
              ) : (
                <>
                  <svg className={styles.check} viewBox="0 0 20 20" aria-hidden="true">
                    <path d="M4 10.5 8 14.5 16 6" />
                  </svg>
                  {t.tickOff}
                </>
              )}
              <span className="visually-hidden">: {item.name}</span>
            </button>
          )
        )}
      </footer>
    </article>
  );
}
