import { Navigate, useParams } from 'react-router-dom';
import { VehicleEditor } from '../features/vehicles/VehicleEditor';
import { rentalPaths, vehicleTypeOfRoute } from '../rental-paths';

/**
 * /{Fahrzeugtyp}/hinzufügen and /{Fahrzeugtyp}/{Name}/ändern: the staff form for a vehicle
 * with its price table, extras, descriptions and pictures (spec §2, §5).
 */
export function VehicleFormPage() {
  const { vehicleType, vehicleName } = useParams();
  const type = vehicleTypeOfRoute('de', vehicleType);
  if (!type) return <Navigate to={rentalPaths.notFound} replace />;
  return <VehicleEditor type={type} vehicleName={vehicleName} />;
}
