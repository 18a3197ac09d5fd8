import { useId } from 'react';
import { cashRegisterTexts } from './cash-register-texts';
import { REGISTER_MODES, type RegisterMode } from './register-steps';
import { RegisterIcon } from './RegisterIcons';
import styles from './CashRegister.module.css';

const t = cashRegisterTexts.modes;

/**
 * The four ways to use the register as big buttons: where the page is opened without the
 * menu's choice (a bookmark, a reload, a link), the choice is made here instead of failing.
 */
export function ModeChooser({ onChoose }: { onChoose: (mode: RegisterMode) => void }) {
  const id = useId();
  return (
    <section className={styles.chooser} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.stepTitle}>
        {t.title}
      </h2>
      <ul className={styles.modes}>
        {REGISTER_MODES.map((mode) => (
          // The whole card answers a tap (the button's area covers it); the button's name is
          // its visible label, the hint describes it.
          <li key={mode} className={styles.modeCard}>
            <RegisterIcon name={mode} className={styles.modeIcon} />
            <button
              type="button"
              className={styles.mode}
              aria-describedby={`${id}-${mode}-hint`}
              onClick={() => onChoose(mode)}
            >
              {t.items[mode].label}
            </button>
            <span id={`${id}-${mode}-hint`} className={styles.modeHint}>
              {t.items[mode].hint}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
