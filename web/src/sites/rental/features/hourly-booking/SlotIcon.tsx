import type { SlotDisplayState } from './week-grid';

/**
 * Each state's mark, so no state is told by colour alone (DESIGN.md): a plus for free, a tick
 * for the choice, a cross for fully booked, a lock for blocked, a snowflake for the winter break,
 * a clock for the past; outside the opening hours the cell stays empty.
 */
const PATHS: Record<Exclude<SlotDisplayState, 'outside'>, string> = {
  free: 'M10 5.5v9M5.5 10h9',
  selected: 'M5 10.5 8.5 14 15 6.5',
  full: 'M6.5 6.5l7 7M13.5 6.5l-7 7',
  blocked: 'M6 9.5h8v6H6zM7.75 9.5V7.5a2.25 2.25 0 0 1 4.5 0v2',
  closed: 'M10 4v12M4.8 7l10.4 6M4.8 13l10.4-6',
  past: 'M10 4.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11ZM10 7v3.2l2 1.3',
};

export function SlotIcon({ state, className }: { state: SlotDisplayState; className?: string }) {
  if (state === 'outside') return null;
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={PATHS[state]} />
    </svg>
  );
}
