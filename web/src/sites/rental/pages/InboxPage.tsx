import { StaffPage } from '../features/staff-shell/StaffPage';

/** Placeholder while the screen is being built. */
export function InboxPage() {
  return <StaffPage title="InboxPage">{null}</StaffPage>;
}
