import { Navigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { VehicleOverview } from '../features/overview/VehicleOverview';
import { useRentalTexts } from '../i18n/use-rental-texts';
import { rentalPaths, vehicleTypeOfRoute } from '../rental-paths';

/** /Übersicht/{Fahrzeugtyp} and /overview/{vehicle type}: one of the page language's five. */
export function OverviewPage() {
  const texts = useRentalTexts();
  const type = vehicleTypeOfRoute(texts.lang, useParams().vehicleType);
  useDocumentTitle(
    type
      ? texts.overview.documentTitle(texts.vehicleTypes[type].plural)
      : texts.notFound.documentTitle,
  );
  if (!type) return <Navigate to={rentalPaths.notFound} replace />;
  return <VehicleOverview type={type} texts={texts} />;
}
