import { MenuIcon } from './MenuIcons';
import styles from './StaffArea.module.css';
import { staffMenuTexts } from './staff-menu-texts';

const t = staffMenuTexts.banner;

interface UnfinishedBookingsBannerProps {
  count: number;
  onShow: () => void;
}

/**
 * The red banner (spec §2): ended, unpaid, not cancelled bookings of the last 7 days. A named
 * region rather than an alert: it is there on every visit until the bookings are dealt with,
 * and should not interrupt a screen reader each time.
 */
export function UnfinishedBookingsBanner({ count, onShow }: UnfinishedBookingsBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby="unfinished-bookings-title">
      <div className={styles.bannerText}>
        <h2 id="unfinished-bookings-title" className={styles.bannerTitle}>
          <MenuIcon name="alert" className={styles.bannerIcon} />
          {t.title}
        </h2>
        <p>{t.text(count)}</p>
      </div>
      <button type="button" className={styles.bannerButton} aria-haspopup="dialog" onClick={onShow}>
        {t.show}
        <MenuIcon name="arrow" className={styles.buttonIcon} />
      </button>
    </section>
  );
}
