import { useDocumentTitle } from '../../../shared/use-document-title';
import { StaffArea } from '../features/staff-area/StaffArea';
import { staffDe } from '../i18n/staff-de';

/** /Mitarbeiterbereich ("Intern"): the staff start page. */
export function StaffAreaPage() {
  useDocumentTitle(staffDe.staffArea.documentTitle);
  return <StaffArea />;
}
