import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { useNavigate } from 'react-router-dom';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { rentalPaths } from '../../rental-paths';
import { useStayVehicles } from './MultiDayBooking';
import styles from './VehicleSwitch.module.css';

interface VehicleSwitchProps {
  type: VehicleType;
  vehicleName: string;
  texts: RentalCatalog;
}

/**
 * The type's vehicles in service as toggle buttons, the booked one pressed (spec §1): another
 * one opens its own booking page in the same language. Shown when there is a choice.
 */
export function VehicleSwitch({ type, vehicleName, texts }: VehicleSwitchProps) {
  const vehicles = useStayVehicles(type);
  const navigate = useNavigate();
  const list = vehicles.data ?? [];
  const current = vehicleName.toLowerCase();
  const includesCurrent = list.some((vehicle) => vehicle.name.toLowerCase() === current);
  if (list.length === 0 || (list.length === 1 && includesCurrent)) return null;

  return (
    <div className={styles.switch} role="group" aria-label={texts.multiDayBooking.switcher.label}>
      {list.map((vehicle) => {
        const pressed = vehicle.name.toLowerCase() === current;
        return (
          <button
            key={vehicle.id}
            type="button"
            className={styles.option}
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) void navigate(rentalPaths.bookByDays(texts.lang, type, vehicle.name));
            }}
          >
            {vehicle.name}
          </button>
        );
      })}
    </div>
  );
}
