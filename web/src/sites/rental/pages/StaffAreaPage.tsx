import { StaffArea } from '../features/staff-area/StaffArea';

/** /Mitarbeiterbereich ("Intern"): the staff main menu. */
export function StaffAreaPage() {
  return <StaffArea />;
}
