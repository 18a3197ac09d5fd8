import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { useId } from 'react';
import { ROUTE_VEHICLE_TYPES } from '../../rental-paths';
import styles from './StaffDialogs.module.css';

/** The vehicle types in the site's order with their German plural ('Motorboote'). */
export const VEHICLE_TYPE_CHOICES = Object.entries(ROUTE_VEHICLE_TYPES.de).map(
  ([plural, type]) => ({ plural, type }) as { plural: string; type: VehicleType },
);

export function typePlural(type: VehicleType): string {
  return VEHICLE_TYPE_CHOICES.find((choice) => choice.type === type)?.plural ?? type;
}

interface VehicleTypeChooserProps {
  legend: string;
  value: VehicleType | null;
  onChange: (type: VehicleType) => void;
}

/** A radio group of the five vehicle types, drawn as pills (arrow keys move, as radios do). */
export function VehicleTypeChooser({ legend, value, onChange }: VehicleTypeChooserProps) {
  const name = useId();
  return (
    <fieldset className={styles.types}>
      <legend className={styles.stepTitle}>{legend}</legend>
      <div className={styles.typeOptions}>
        {VEHICLE_TYPE_CHOICES.map((choice) => (
          <label key={choice.type} className={styles.typeOption}>
            <input
              type="radio"
              name={name}
              value={choice.type}
              checked={value === choice.type}
              onChange={() => onChange(choice.type)}
              className={styles.typeInput}
            />
            <span className={styles.typeLabel}>{choice.plural}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
