import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '../../../../shared/modal/Modal';
import type { RegisterMode } from '../cash-register/register-steps';
import { rentalPaths } from '../../rental-paths';
import styles from './CashRegisterDialog.module.css';
import { MenuIcon, type MenuIconName } from './MenuIcons';
import { staffMenuTexts } from './staff-menu-texts';

const t = staffMenuTexts.cashRegisterDialog;

/** The logs an admin opens from here (spec §2 popups cash_position and cashregister_log). */
export type CashReport = 'cashPositions' | 'cashLog';

const MODES: readonly { mode: RegisterMode; icon: MenuIconName }[] = [
  { mode: 'booking', icon: 'payBooking' },
  { mode: 'booking_and_products', icon: 'payBookingProducts' },
  { mode: 'coupons', icon: 'payCoupon' },
  { mode: 'products', icon: 'payProducts' },
];

const REPORTS: readonly CashReport[] = ['cashPositions', 'cashLog'];

interface CashRegisterDialogProps {
  /** Admins also reach the two logs from here; the API refuses them to everyone else. */
  admin: boolean;
  onOpenReport: (report: CashReport) => void;
  onClose: () => void;
}

/**
 * The cash register popup (spec §2 popup cashregister): what is being paid for decides how the
 * register opens (navigation state `{ mode }`); admins find the cash position and the register
 * log beside it, as the money's other side.
 */
export function CashRegisterDialog({ admin, onOpenReport, onClose }: CashRegisterDialogProps) {
  const modesId = useId();
  const reportsId = useId();
  return (
    <Modal open onClose={onClose} title={t.title} className={styles.panel}>
      <p className={styles.lead}>{t.lead}</p>
      <section className={styles.section} aria-labelledby={modesId}>
        <h3 id={modesId} className={styles.sectionTitle}>
          {t.modesTitle}
        </h3>
        <ul className={styles.modes}>
          {MODES.map(({ mode, icon }) => (
            <ModeLink key={mode} mode={mode} icon={icon} />
          ))}
        </ul>
      </section>
      {admin && (
        <section className={styles.section} aria-labelledby={reportsId}>
          <h3 id={reportsId} className={styles.sectionTitle}>
            {t.reportsTitle} <span className={styles.adminNote}>{t.reportsNote}</span>
          </h3>
          <ul className={styles.reports}>
            {REPORTS.map((report) => (
              <ReportButton key={report} report={report} onOpen={onOpenReport} />
            ))}
          </ul>
        </section>
      )}
    </Modal>
  );
}

function ModeLink({ mode, icon }: { mode: RegisterMode; icon: MenuIconName }) {
  const textId = useId();
  const texts = t.modes[mode];
  return (
    <li className={styles.cell}>
      <Link
        to={rentalPaths.cashRegister}
        state={{ mode }}
        className={styles.mode}
        aria-describedby={textId}
      >
        <span className={styles.modeIcon}>
          <MenuIcon name={icon} className={styles.icon} />
        </span>
        {/* The name is the visible label; the sentence below describes it (as on the menu's
            tiles), so speech input finds the link by what it shows. */}
        <span className={styles.modeText}>
          <span className={styles.modeLabel}>{texts.label}</span>
          <span id={textId} className={styles.modeHint} aria-hidden="true">
            {texts.text}
          </span>
        </span>
        <MenuIcon name="arrow" className={styles.arrow} />
      </Link>
    </li>
  );
}

function ReportButton({
  report,
  onOpen,
}: {
  report: CashReport;
  onOpen: (report: CashReport) => void;
}) {
  const textId = useId();
  const texts = t.reports[report];
  return (
    <li className={styles.cell}>
      <button
        type="button"
        className={styles.report}
        aria-haspopup="dialog"
        aria-describedby={textId}
        onClick={() => onOpen(report)}
      >
        <MenuIcon name={report} className={styles.reportIcon} />
        <span className={styles.modeText}>
          <span className={styles.reportLabel}>{texts.label}</span>
          <span id={textId} className={styles.modeHint} aria-hidden="true">
            {texts.text}
          </span>
        </span>
      </button>
    </li>
  );
}
