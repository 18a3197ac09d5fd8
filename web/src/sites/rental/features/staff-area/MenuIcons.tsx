import type { ReactNode } from 'react';
import type { MenuEntryKey } from './staff-menu-texts';

/** Line icons of the staff menu: 24 px grid, stroked; all decorative (the label says it). */
function Icon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Icons beyond the menu's entries: header buttons, the cash register popup, the logs. */
type ExtraIcon =
  | 'book'
  | 'register'
  | 'alert'
  | 'arrow'
  | 'payBooking'
  | 'payBookingProducts'
  | 'payCoupon'
  | 'payProducts'
  | 'cashLog'
  | 'cashPositions'
  | 'download'
  | 'check';

const paths: Record<MenuEntryKey | ExtraIcon, ReactNode> = {
  // A checklist.
  todos: (
    <>
      <path d="M4 6.5l1.6 1.6L8.5 5M4 12.5l1.6 1.6 2.9-3.1M4 18.5l1.6 1.6 2.9-3.1" />
      <path d="M11.5 7h8.5M11.5 13h8.5M11.5 19h8.5" />
    </>
  ),
  // A calendar page.
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      <path d="M8 14h2M14 14h2M8 17.2h2" />
    </>
  ),
  // A sailboat on a wave.
  vehicles: (
    <>
      <path d="M12 3v13M12 4.5l6.5 10H12M11 6.5 6 14.5h5" />
      <path d="M3.5 17.5h17l-2 2.5h-13z" />
    </>
  ),
  // Two people.
  employees: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 19.5c.6-3.4 3-5.3 6-5.3s5.4 1.9 6 5.3" />
      <path d="M15.5 5.2a3 3 0 0 1 0 5.6M17.5 14.6c1.8.7 3 2.4 3.4 4.9" />
    </>
  ),
  // A clock.
  workingHours: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7v5.2l3.4 2" />
    </>
  ),
  // An inbox tray.
  contactInbox: (
    <>
      <path d="M4 13.5 6.2 5.5a1.5 1.5 0 0 1 1.4-1h8.8a1.5 1.5 0 0 1 1.4 1L20 13.5V18a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18z" />
      <path d="M4 13.5h4.5l1.2 2h4.6l1.2-2H20" />
    </>
  ),
  // A cash register with its drawer.
  cashRegister: (
    <>
      <rect x="6" y="3.5" width="9" height="5" rx="1" />
      <path d="M10.5 8.5V11M4.5 11h15l1 5.5h-17z" />
      <rect x="3.5" y="16.5" width="17" height="4" rx="1" />
      <path d="M8 13.8h1M11.5 13.8h1M15 13.8h1" />
    </>
  ),
  // A bottle and a cup.
  products: (
    <>
      <path d="M7 3.5h3M7.5 3.5v3.2L6 9v10.5A1.5 1.5 0 0 0 7.5 21h2A1.5 1.5 0 0 0 11 19.5V9L9.5 6.7V3.5" />
      <path d="M14 11h6l-.8 8.6a1.5 1.5 0 0 1-1.5 1.4h-1.4a1.5 1.5 0 0 1-1.5-1.4z" />
      <path d="M6 12.5h5" />
    </>
  ),
  // A person crossed out.
  blacklist: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M6 6l12 12" />
    </>
  ),
  // A gear.
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.8v2.4M12 18.8v2.4M21.2 12h-2.4M5.2 12H2.8M18.5 5.5l-1.7 1.7M7.2 16.8l-1.7 1.7M18.5 18.5l-1.7-1.7M7.2 7.2 5.5 5.5" />
      <circle cx="12" cy="12" r="6.3" />
    </>
  ),
  // A calendar with a plus.
  book: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4M12 12.5v5M9.5 15h5" />
    </>
  ),
  // A person with a plus.
  register: (
    <>
      <circle cx="10" cy="8" r="3.2" />
      <path d="M4 19.5c.6-3.4 3-5.3 6-5.3 1.6 0 3 .5 4 1.5M18 13.5v6M15 16.5h6" />
    </>
  ),
  // A warning triangle.
  alert: (
    <>
      <path d="M12 3.8 21 19.5H3z" />
      <path d="M12 10v4.2M12 16.8v.4" />
    </>
  ),
  arrow: <path d="M5 12h14M13 6l6 6-6 6" />,
  // A calendar page with a tick: a booking settled.
  payBooking: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8.8 15.2l2.2 2.2 4.3-4.6" />
    </>
  ),
  // A calendar page with a bottle beside it: a booking and what was bought with it.
  payBookingProducts: (
    <>
      <rect x="2.5" y="6" width="12" height="13.5" rx="2" />
      <path d="M2.5 10.5h12M6 4v3.5M11 4v3.5M5.5 14.8l1.8 1.8 3.2-3.4" />
      <path d="M18 6.5h2M18.5 6.5v2.3L17.5 10.5v8.5a1 1 0 0 0 1 1h1a1 1 0 0 0 1-1v-8.5l-1-1.7V6.5" />
    </>
  ),
  // A ticket with a perforation: a gift coupon.
  payCoupon: (
    <>
      <path d="M3.5 7.5A1.5 1.5 0 0 1 5 6h14a1.5 1.5 0 0 1 1.5 1.5V10a2 2 0 0 0 0 4v2.5A1.5 1.5 0 0 1 19 18H5a1.5 1.5 0 0 1-1.5-1.5V14a2 2 0 0 0 0-4z" />
      <path d="M15 6.5v1.5M15 11v2M15 16v1.5M7.5 10.5h4M7.5 13.5h3" />
    </>
  ),
  // A shopping basket: products only.
  payProducts: (
    <>
      <path d="M3.5 9.5h17l-1.6 9a1.5 1.5 0 0 1-1.5 1.2H6.6a1.5 1.5 0 0 1-1.5-1.2z" />
      <path d="M8 9.5 10.5 4M16 9.5 13.5 4M9 13v3.5M12 13v3.5M15 13v3.5" />
    </>
  ),
  // A ledger with ruled lines: the register log.
  cashLog: (
    <>
      <path d="M6 3.5h11.5A1.5 1.5 0 0 1 19 5v14.5a1 1 0 0 1-1 1H6.5A2 2 0 0 1 4.5 18.5V5A1.5 1.5 0 0 1 6 3.5z" />
      <path d="M4.5 17.5a2 2 0 0 1 2-2H19M8.5 7.5h7M8.5 11h5" />
    </>
  ),
  // A bar chart: takings per period.
  cashPositions: (
    <>
      <path d="M4 20.5h16" />
      <rect x="5.5" y="12" width="3" height="6" rx="0.8" />
      <rect x="10.5" y="8" width="3" height="10" rx="0.8" />
      <rect x="15.5" y="4.5" width="3" height="13.5" rx="0.8" />
    </>
  ),
  // An arrow into a tray.
  download: (
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M4.5 16.5v2A1.5 1.5 0 0 0 6 20h12a1.5 1.5 0 0 0 1.5-1.5v-2" />
  ),
  check: <path d="M5 12.5l4.2 4.2L19 7" />,
};

export type MenuIconName = keyof typeof paths;

export function MenuIcon({ name, className }: { name: MenuIconName; className?: string }) {
  return <Icon className={className}>{paths[name]}</Icon>;
}
