import type { PaymentMethod } from './order-rules';

/** Plain line icons, no brand logos: a card, a "P" monogram, a phone paying contactless. */
export function PaymentIcon({ method, className }: { method: PaymentMethod; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {method === 'card' && (
        <>
          <rect x="3" y="7" width="26" height="18" rx="3" />
          <path d="M3 12.5h26M7.5 20h6" />
        </>
      )}
      {method === 'paypal' && (
        <>
          <path d="M11 27 14.5 5h7.5a5.5 5.5 0 0 1 0 11h-5" />
          <path d="M9 23 12 8" opacity="0.55" />
        </>
      )}
      {method === 'applePay' && (
        <>
          <rect x="9" y="3" width="14" height="26" rx="3" />
          <path d="M14 25h4" />
          <path d="M13.5 12.5a4 4 0 0 1 0 6M16.5 10.5a7 7 0 0 1 0 10" />
        </>
      )}
    </svg>
  );
}
