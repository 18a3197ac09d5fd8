import type { ReactNode } from 'react';
import type { RegisterMode } from './register-steps';

/** Line icons of the register: 24 px grid, stroked; all decorative (a label says it). */
export type RegisterIconName =
  RegisterMode | 'back' | 'next' | 'minus' | 'plus' | 'download' | 'print' | 'check';

const paths: Record<RegisterIconName, ReactNode> = {
  // A sailboat on a wave.
  booking: (
    <>
      <path d="M12 3v13M12 4.5l6.5 10H12M11 6.5 6 14.5h5" />
      <path d="M3.5 17.5h17l-2 2.5h-13z" />
    </>
  ),
  // A boat and a cup beside it.
  booking_and_products: (
    <>
      <path d="M9 3v10M9 4.5l4.5 7H9M8.2 6.2 5 11.5h3.2" />
      <path d="M2.5 14.5h12l-1.6 2.2H4.1z" />
      <path d="M16 9.5h4.5l-.6 9a1.5 1.5 0 0 1-1.5 1.4h-.3a1.5 1.5 0 0 1-1.5-1.4z" />
    </>
  ),
  // A gift voucher with its bow.
  coupons: (
    <>
      <rect x="3" y="7" width="18" height="11" rx="2" />
      <path d="M9 7v11M3 12.5h6" />
      <path d="M9 7c-2.5-3-5-1.5-3.5.2M9 7c2.5-3 5-1.5 3.5.2" />
      <path d="M12.5 12.5h5.5M12.5 15h3.5" />
    </>
  ),
  // A cup with a straw and a pretzel-like snack.
  products: (
    <>
      <path d="M5 8h8l-1 11.2a1.5 1.5 0 0 1-1.5 1.3h-3A1.5 1.5 0 0 1 6 19.2z" />
      <path d="M10.5 8 12 3.5h2.5" />
      <circle cx="17.5" cy="14" r="3.2" />
      <path d="M5.5 12h7" />
    </>
  ),
  back: <path d="M14.5 5.5 8 12l6.5 6.5" />,
  next: <path d="M9.5 5.5 16 12l-6.5 6.5" />,
  minus: <path d="M6 12h12" />,
  plus: <path d="M12 6v12M6 12h12" />,
  download: (
    <>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5" />
      <path d="M5 19.5h14" />
    </>
  ),
  print: (
    <>
      <path d="M7 8V3.5h10V8" />
      <rect x="3.5" y="8" width="17" height="8.5" rx="2" />
      <path d="M7 13.5h10v7H7z" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
};

export function RegisterIcon({ name, className }: { name: RegisterIconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths[name]}
    </svg>
  );
}
