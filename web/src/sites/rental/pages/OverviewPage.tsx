import { Navigate, useParams } from 'react-router-dom';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { VehicleOverview } from '../features/overview/VehicleOverview';
import { useRentalTexts } from '../i18n/use-rental-texts';
import { inBothLanguages, rentalPaths, vehicleTypeOfRoute } from '../rental-paths';

/** /Übersicht/{Fahrzeugtyp} and /overview/{vehicle type}: one of the page language's five. */
export function OverviewPage() {
  const texts = useRentalTexts();
  const type = vehicleTypeOfRoute(texts.lang, useParams().vehicleType);
  if (!type) return <Navigate to={rentalPaths.notFound} replace />;
  const plural = texts.vehicleTypes[type].plural;
  return (
    <>
      <PageMeta
        title={texts.overview.documentTitle(plural)}
        description={texts.overview.description(plural, texts.home.offer.blurbs[type])}
        lang={texts.lang}
        path={rentalPaths.overview(texts.lang, type)}
        alternates={inBothLanguages((lang) => rentalPaths.overview(lang, type))}
      />
      <VehicleOverview type={type} texts={texts} />
    </>
  );
}
