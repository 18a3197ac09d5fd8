import { Navigate, useParams } from 'react-router-dom';
import { FleetScreen } from '../features/fleet/FleetScreen';
import { rentalPaths, vehicleTypeOfRoute } from '../rental-paths';

/**
 * /Boote/{Fahrzeugtyp}: the staff fleet list of one vehicle type, blocked vehicles included
 * (issue 20 item 12). An unknown type goes to the 404 page.
 */
export function FleetPage() {
  const { vehicleType } = useParams();
  const type = vehicleTypeOfRoute('de', vehicleType);
  if (!type) return <Navigate to={rentalPaths.notFound} replace />;
  // A new type starts afresh: no dialog or message of the previous one stays.
  return <FleetScreen key={type} type={type} />;
}
