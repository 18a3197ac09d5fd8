import { StaffPage } from '../features/staff-shell/StaffPage';

/** Placeholder while the screen is being built. */
export function StaffComingSoonPage() {
  return <StaffPage title="StaffComingSoonPage">{null}</StaffPage>;
}
