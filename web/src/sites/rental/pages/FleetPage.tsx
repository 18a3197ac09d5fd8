import { StaffPage } from '../features/staff-shell/StaffPage';

/** Placeholder while the screen is being built. */
export function FleetPage() {
  return <StaffPage title="FleetPage">{null}</StaffPage>;
}
