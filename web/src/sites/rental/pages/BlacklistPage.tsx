import { StaffPage } from '../features/staff-shell/StaffPage';

/** Placeholder while the screen is being built. */
export function BlacklistPage() {
  return <StaffPage title="BlacklistPage">{null}</StaffPage>;
}
