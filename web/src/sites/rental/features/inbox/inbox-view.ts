import { RENTAL_SEGMENTS } from '../../rental-paths';

/** The two inbox screens: /Aufgaben (to-dos) and /Postfach (messages and booking notices). */
export type InboxView = 'todos' | 'postbox';

/** The last path segment decides (spec §2): Postfach shows messages, anything else to-dos. */
export function inboxViewOf(pathname: string): InboxView {
  const last = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .at(-1);
  return last === RENTAL_SEGMENTS.contactInbox ? 'postbox' : 'todos';
}

/** The postbox's tabs, in order. */
export const POSTBOX_TYPES = ['contact', 'confirmation', 'cancellation'] as const;
export type PostboxType = (typeof POSTBOX_TYPES)[number];

/** The tab an arrow, Home or End key moves to (wrapping around), or null for other keys. */
export function tabAfterKey(current: PostboxType, key: string): PostboxType | null {
  const index = POSTBOX_TYPES.indexOf(current);
  const count = POSTBOX_TYPES.length;
  const next: Record<string, number> = {
    ArrowRight: (index + 1) % count,
    ArrowLeft: (index - 1 + count) % count,
    Home: 0,
    End: count - 1,
  };
  const target = next[key];
  return target === undefined ? null : (POSTBOX_TYPES[target] ?? null);
}
