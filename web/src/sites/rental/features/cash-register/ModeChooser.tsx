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
          <li key={mode}>
            <button
              type="button"
              className={styles.mode}
              aria-labelledby={`${id}-${mode}`}
              aria-describedby={`${id}-${mode}-hint`}
              onClick={() => onChoose(mode)}
            >
              <RegisterIcon name={mode} className={styles.modeIcon} />
              <span id={`${id}-${mode}`} className={styles.modeLabel}>
                {t.items[mode].label}
              </span>
              <span id={`${id}-${mode}-hint`} className={styles.modeHint}>
                {t.items[mode].hint}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
