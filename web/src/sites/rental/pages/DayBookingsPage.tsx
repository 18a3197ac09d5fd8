import { StaffPage } from '../features/staff-shell/StaffPage';

/** Placeholder while the screen is being built. */
export function DayBookingsPage() {
  return <StaffPage title="DayBookingsPage">{null}</StaffPage>;
}
