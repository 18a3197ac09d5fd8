import {
  getDownloadCashPositionsUrl,
  useListCashPositions,
} from '@showcase/contracts/generated/endpoints/cashregister/cashregister';
import type { CashPositionPeriod } from '@showcase/contracts/generated/model/cashPositionPeriod';
import { useId, useState } from 'react';
import { Modal } from '../../../../shared/modal/Modal';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { MenuIcon } from '../staff-area/MenuIcons';
import { EmptyNote } from '../staff-shell/QueryState';
import { euro, periodLabel, totalIncomeCents } from './cash-log-format';
import { cashLogTexts } from './cash-log-texts';
import styles from './CashLogs.module.css';

const t = cashLogTexts.positions;

const PERIODS: readonly CashPositionPeriod[] = ['day', 'month', 'year'];

interface CashPositionsDialogProps {
  /** The demo account reads example rows only: it is told so. */
  demo: boolean;
  onClose: () => void;
}

/**
 * The cash position log (spec §2 popup cash_position, §6 admins): the takings per day (last 31),
 * month (last 36) or year (all), their sum, and the same list as CSV for a spreadsheet.
 */
export function CashPositionsDialog({ demo, onClose }: CashPositionsDialogProps) {
  const [period, setPeriod] = useState<CashPositionPeriod>('day');
  // Asked afresh on each opening and period: a checkout may have happened since.
  const positions = useListCashPositions({ period }, { query: { staleTime: 0 } });
  const name = useId();
  const items = positions.data?.items;

  return (
    <Modal open onClose={onClose} title={t.title} className={styles.narrowPanel}>
      {demo && <p className={styles.demoNote}>{cashLogTexts.demoNote}</p>}
      <div className={styles.toolbar}>
        <fieldset className={styles.periods}>
          <legend className={styles.legend}>{t.periodLegend}</legend>
          <div className={styles.periodOptions}>
            {PERIODS.map((choice) => (
              <label key={choice} className={styles.periodOption}>
                <input
                  type="radio"
                  name={name}
                  value={choice}
                  checked={period === choice}
                  onChange={() => setPeriod(choice)}
                  className={styles.periodInput}
                />
                <span className={styles.periodLabel}>{t.periods[choice]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <a
          className={styles.download}
          href={getDownloadCashPositionsUrl({ period })}
          download
          aria-label={t.csvName(period)}
        >
          <MenuIcon name="download" className={styles.downloadIcon} />
          {t.csv}
        </a>
      </div>
      <p className={styles.lead}>{t.leads[period]}</p>

      {positions.isError && !items ? (
        <div className={styles.state}>
          <StatusNote tone="failure">
            <p>{t.failed}</p>
            <p>
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => void positions.refetch()}
                disabled={positions.isFetching}
              >
                {cashLogTexts.retry}
              </button>
            </p>
          </StatusNote>
        </div>
      ) : !items ? (
        <div className={styles.state}>
          <p className={styles.loading} role="status">
            <span className={buttons.spinner} aria-hidden="true" />
            {t.loading}
          </p>
          <div className={styles.skeletonTable} aria-hidden="true" />
        </div>
      ) : items.length === 0 ? (
        <EmptyNote role="status">{t.empty}</EmptyNote>
      ) : (
        <div className={styles.tableFrame}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t.captions[period]}</caption>
            <thead>
              <tr>
                <th scope="col">{t.periods[period]}</th>
                <th scope="col" className={styles.amount}>
                  {t.income}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.period}>
                  <th scope="row" className={styles.rowHead}>
                    {periodLabel(period, item.period)}
                  </th>
                  <td className={styles.amount}>{euro(item.incomeCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.total(items.length, period)}</th>
                <td className={styles.amount}>{euro(totalIncomeCents(items))}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Modal>
  );
}
