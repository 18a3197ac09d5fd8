import { useListOpenItems } from '@showcase/contracts/generated/endpoints/cashregister/cashregister';
import type { UnpaidCouponDto } from '@showcase/contracts/generated/model/unpaidCouponDto';
import { useId, type ReactNode, type Ref } from 'react';
import { formatDate, formatEuro } from '../../../../shared/format/format';
import type { Day } from '../hourly-booking/booking-dates';
import { cashRegisterTexts } from './cash-register-texts';
import { QueryState } from '../staff-shell/QueryState';
import styles from './CashRegister.module.css';

const t = cashRegisterTexts.coupons;

interface CouponStepProps {
  /** Unpaid coupons do not depend on a day; the open items are asked for today's. */
  day: Day;
  selectedId: string | null;
  onChoose: (coupon: UnpaidCouponDto) => void;
  headingRef: Ref<HTMLHeadingElement>;
  navigation: ReactNode;
}

/** select_coupon: gift coupons ordered by bank transfer whose buyer pays at the counter. */
export function CouponStep({ day, selectedId, onChoose, headingRef, navigation }: CouponStepProps) {
  const id = useId();
  const openItems = useListOpenItems({ day }, { query: { staleTime: 0 } });
  const coupons = openItems.data?.coupons;

  return (
    <section className={styles.stepPanel} aria-labelledby={`${id}-title`}>
      <div className={styles.stepHead}>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {cashRegisterTexts.steps.names.select_coupon}
        </h2>
        {navigation}
      </div>

      <div className={styles.listHead}>
        <h3 className={styles.listTitle}>{t.title}</h3>
        {coupons && <p className={styles.count}>{t.count(coupons.length)}</p>}
      </div>

      <QueryState
        query={openItems}
        texts={t}
        empty={{ text: t.empty, isEmpty: (items) => items.coupons.length === 0 }}
      >
        <ul className={styles.cards}>
          {coupons?.map((coupon) => (
            <li key={coupon.id}>
              <button
                type="button"
                className={styles.card}
                data-selected={coupon.id === selectedId || undefined}
                onClick={() => onChoose(coupon)}
              >
                <span className={styles.cardTop}>
                  <span className={styles.cardTitle}>{coupon.buyerName}</span>
                  <span className={styles.cardAmount}>{formatEuro(coupon.amountCents, 'de')}</span>
                </span>
                <span className={styles.cardLine}>
                  <span className="visually-hidden">{t.email}: </span>
                  {coupon.buyerEmail}
                </span>
                <span className={styles.cardMeta}>
                  <span>{t.orderedOn(formatDate(coupon.orderedOn, 'de'))}</span>
                </span>
                {coupon.id === selectedId && (
                  <span className={styles.chosen}>{cashRegisterTexts.selected}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
