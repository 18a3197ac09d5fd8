import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../class-names';
import { focusableIn } from './focusable';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Keeps the title for screen readers only, e.g. above an image that speaks for itself. */
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
  closeLabel?: string;
}

/** Locks the page behind an open dialog; restores exactly what was set before. */
function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { style } = document.body;
    const before = { overflow: style.overflow, paddingRight: style.paddingRight };
    // Hiding the scrollbar widens the page; padding of the same width stops the layout jump.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    style.overflow = 'hidden';
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
    return () => {
      style.overflow = before.overflow;
      style.paddingRight = before.paddingRight;
    };
  }, [active]);
}

export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  className,
  closeLabel = 'Schließen',
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Read through a ref so a new onClose each render neither re-adds listeners nor steals focus.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The panel itself takes focus, so the dialog's name is read before its first control.
    panel.current?.focus();

    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      // Back to where the visitor was, so keyboard users do not start over at the top.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = focusableIn(panel.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Only a click on the dim area closes; clicks inside the panel bubble here too.
  const closeOnOverlay = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onCloseRef.current();
  };

  return createPortal(
    <div className={styles.overlay} onClick={closeOnOverlay} data-testid="modal-overlay">
      <div
        ref={panel}
        className={cx(styles.panel, className)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={cx(styles.title, hideTitle && 'visually-hidden')}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.closeIcon}>
              <path d="M5 5l10 10M15 5 5 15" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
