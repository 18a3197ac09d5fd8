import { useEffect, useEffectEvent, useRef, useState } from 'react';
import buttons from '../../components/buttons.module.css';
import { LoadingLine } from '../hourly-booking/LoadingLine';
import { loadPayPalScript, type PayPalButtonsInstance } from './paypal-script';
import styles from './PayPalButton.module.css';

export interface PayPalButtonTexts {
  loading: string;
  loadError: string;
  retry: string;
}

interface PayPalButtonProps {
  clientId: string;
  currency?: string;
  /** Checks the booking and asks the server for PayPal's order; resolves with the order's id. */
  createOrder: () => Promise<string>;
  /** The visitor approved the payment at PayPal: the server captures it. */
  onApprove: (orderId: string) => Promise<void>;
  onError: (error: unknown) => void;
  onCancel: () => void;
  texts: PayPalButtonTexts;
}

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * PayPal's smart buttons: the SDK is loaded when this mounts (the visitor chose PayPal), then
 * `paypal.Buttons(…)` renders into this container. A spinner while PayPal loads; if it cannot be
 * loaded, the message and a retry.
 */
export function PayPalButton({
  clientId,
  currency = 'EUR',
  createOrder,
  onApprove,
  onError,
  onCancel,
  texts,
}: PayPalButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);

  // PayPal keeps the callbacks it was given; these always call the page's latest ones.
  const create = useEffectEvent(() => createOrder());
  const approve = useEffectEvent((orderId: string) => onApprove(orderId));
  const fail = useEffectEvent((error: unknown) => onError(error));
  const cancel = useEffectEvent(() => onCancel());

  useEffect(() => {
    let active = true;
    let instance: PayPalButtonsInstance | undefined;
    loadPayPalScript(clientId, currency)
      .then(async (paypal) => {
        const element = container.current;
        if (!active || !element) return;
        instance = paypal.Buttons({
          style: { layout: 'vertical', label: 'pay', height: 48 },
          createOrder: () => create(),
          onApprove: ({ orderID }) => approve(orderID),
          onError: (error) => fail(error),
          onCancel: () => cancel(),
        });
        await instance.render(element);
        if (active) setState('ready');
      })
      .catch(() => {
        if (active) setState('failed');
      });
    return () => {
      active = false;
      void instance?.close?.().catch(() => undefined);
    };
  }, [clientId, currency, attempt]);

  return (
    <div className={styles.payPal} aria-busy={state === 'loading'}>
      {state === 'loading' && <LoadingLine text={texts.loading} />}
      {state === 'failed' && (
        <div className={styles.failed} role="alert">
          <p>{texts.loadError}</p>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => {
              setState('loading');
              setAttempt((count) => count + 1);
            }}
          >
            {texts.retry}
          </button>
        </div>
      )}
      <div ref={container} className={styles.buttons} hidden={state === 'failed'} />
    </div>
  );
}
