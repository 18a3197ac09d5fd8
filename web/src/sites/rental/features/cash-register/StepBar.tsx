import { cashRegisterTexts } from './cash-register-texts';
import { stepsOf, type RegisterMode, type RegisterStep } from './register-steps';
import styles from './CashRegister.module.css';

const t = cashRegisterTexts.steps;

/** Where the sale stands: the mode's steps, the current one marked (aria-current="step"). */
export function StepBar({ mode, step }: { mode: RegisterMode; step: RegisterStep }) {
  const steps = stepsOf(mode);
  const current = steps.indexOf(step);
  return (
    <nav aria-label={t.nav} className={styles.stepNav}>
      <ol className={styles.steps}>
        {steps.map((each, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={each}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.stepName}>{t.names[each]}</span>
              {state === 'done' && <span className="visually-hidden"> ({t.done})</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
