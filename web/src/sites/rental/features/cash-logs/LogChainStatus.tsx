import { useVerifyRegisterLog } from '@showcase/contracts/generated/endpoints/cashregister/cashregister';
import { formatDate } from '../../../../shared/format/format';
import buttons from '../../components/buttons.module.css';
import { MenuIcon } from '../staff-area/MenuIcons';
import { cashLogTexts } from './cash-log-texts';
import styles from './CashLogs.module.css';

const t = cashLogTexts.chain;

/**
 * Whether the register log is as the register wrote it: the server follows the hash chain over
 * every receipt. A break is an alert (someone changed the books outside the register); all else
 * is a quiet status.
 */
export function LogChainStatus() {
  // Checked afresh on each opening: a change in the database shows at once.
  const check = useVerifyRegisterLog({ query: { staleTime: 0 } });

  if (check.isPending) {
    return (
      <p className={styles.chainChecking} role="status">
        <span className={buttons.spinner} aria-hidden="true" />
        {t.checking}
      </p>
    );
  }
  if (check.isError) {
    return (
      <div className={styles.chainFailed} role="status">
        <p>{t.failed}</p>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => void check.refetch()}
          disabled={check.isFetching}
        >
          {t.retry}
        </button>
      </div>
    );
  }
  const result = check.data;
  if (result.intact) {
    return (
      <p className={styles.chainIntact} role="status">
        <MenuIcon name="check" className={styles.chainIcon} />
        {t.intact(result.checked)}
      </p>
    );
  }
  const mismatch = result.positionMismatchDays;
  return (
    <div className={styles.chainBroken} role="alert">
      <MenuIcon name="alert" className={styles.chainIcon} />
      <div className={styles.chainBrokenText}>
        <p className={styles.chainBrokenTitle}>{t.brokenTitle}</p>
        {result.firstBrokenReceipt !== null && <p>{t.broken(result.firstBrokenReceipt)}</p>}
        {mismatch.length > 0 && <p>{t.mismatch(mismatch.map((day) => formatDate(day, 'de')))}</p>}
        {result.firstBrokenReceipt === null && mismatch.length === 0 && <p>{t.unknown}</p>}
      </div>
    </div>
  );
}
