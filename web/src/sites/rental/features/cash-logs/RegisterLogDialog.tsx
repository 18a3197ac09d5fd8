import { getDownloadRegisterLogUrl } from '@showcase/contracts/generated/endpoints/cashregister/cashregister';
import type { CheckoutDto } from '@showcase/contracts/generated/model/checkoutDto';
import { useId } from 'react';
import { Modal } from '../../../../shared/modal/Modal';
import { PagedList } from '../inbox/PagedList';
import { MenuIcon } from '../staff-area/MenuIcons';
import { bookingLine, euro, receiptWhen } from './cash-log-format';
import { cashLogTexts } from './cash-log-texts';
import styles from './CashLogs.module.css';
import { LogChainStatus } from './LogChainStatus';
import { useRegisterLog } from './use-register-log';

const t = cashLogTexts.log;

interface RegisterLogDialogProps {
  /** The demo account reads example rows only: it is told so. */
  demo: boolean;
  onClose: () => void;
}

/**
 * The cash register log (spec §2 popup cashregister_log, §3, §6 admins): every receipt of the
 * last 14 days as a card (readable on a phone as on a desk), whether the hash chain still holds,
 * and the log as CSV for a spreadsheet.
 */
export function RegisterLogDialog({ demo, onClose }: RegisterLogDialogProps) {
  const log = useRegisterLog();
  return (
    <Modal open onClose={onClose} title={t.title} className={styles.panel}>
      {demo && <p className={styles.demoNote}>{cashLogTexts.demoNote}</p>}
      <div className={styles.toolbar}>
        <p className={styles.lead}>{t.lead}</p>
        <a
          className={styles.download}
          href={getDownloadRegisterLogUrl()}
          download
          aria-label={t.csvName}
        >
          <MenuIcon name="download" className={styles.downloadIcon} />
          {t.csv}
        </a>
      </div>
      <LogChainStatus />
      <PagedList<CheckoutDto>
        query={log}
        texts={{ empty: t.empty, loading: t.loading, loadFailed: t.failed }}
        label={t.listLabel}
        renderItem={(entry) => <RegisterLogEntry entry={entry} />}
      />
    </Modal>
  );
}

/** One receipt: number, when, what was paid for, how, by whom, and the money taken. */
function RegisterLogEntry({ entry }: { entry: CheckoutDto }) {
  const titleId = useId();
  const { booking, soldCoupon, items } = entry;
  return (
    <article className={styles.entry} aria-labelledby={titleId}>
      <header className={styles.entryHead}>
        <div className={styles.entryTitle}>
          <h3 id={titleId} className={styles.receipt}>
            {t.receipt(entry.receiptNumber)}
          </h3>
          <p className={styles.when}>{receiptWhen(entry.registerDay, entry.createdAt)}</p>
        </div>
        <p className={styles.income}>
          <span className={styles.incomeLabel}>{t.income}</span>
          <span className={styles.incomeAmount}>{euro(entry.incomeCents)}</span>
        </p>
      </header>
      <dl className={styles.facts}>
        {booking && (
          <div className={styles.wideFact}>
            <dt>{t.fields.booking}</dt>
            <dd>{bookingLine(booking)}</dd>
          </div>
        )}
        {soldCoupon && (
          <div className={styles.fact}>
            <dt>{t.fields.soldCoupon}</dt>
            <dd>{t.soldCoupon(euro(soldCoupon.amountCents))}</dd>
          </div>
        )}
        {items.length > 0 && (
          <div className={styles.wideFact}>
            <dt>{t.fields.products}</dt>
            <dd>
              <ul className={styles.lines}>
                {items.map((line) => (
                  <li key={line.productId} className={styles.line}>
                    <span>
                      {line.quantity} × {line.name}
                    </span>
                    <span className={styles.lineTotal}>{euro(line.totalCents)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {entry.couponCents > 0 && (
          <div className={styles.fact}>
            <dt>{t.fields.coupon}</dt>
            <dd>{t.coupon(entry.couponHint, euro(entry.couponCents))}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>{t.fields.payment}</dt>
          <dd>
            <span className={styles.method}>{t.paymentMethods[entry.paymentMethod]}</span>
            {entry.receivedCents !== null && entry.changeCents !== null && (
              // A line of its own; the space keeps the words apart when read as text.
              <>
                {' '}
                <span className={styles.received}>
                  {t.change(euro(entry.receivedCents), euro(entry.changeCents))}
                </span>
              </>
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.fields.cashier}</dt>
          <dd>{entry.cashier}</dd>
        </div>
      </dl>
    </article>
  );
}
