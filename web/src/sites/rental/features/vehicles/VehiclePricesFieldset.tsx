import { useFormContext } from 'react-hook-form';
import { FormField } from '../../components/FormField';
import forms from '../../components/forms.module.css';
import { staffDe } from '../../i18n/staff-de';
import styles from './VehicleForm.module.css';
import type { VehicleFormValues } from './vehicle-form-rules';

const t = staffDe.vehicleForm;

/** A price for each duration the server asks for: up to the longest opening day. */
export function VehiclePricesFieldset({
  openingSpanHours,
  halfHours,
}: {
  openingSpanHours: number;
  /** Jet skis are also rented by the half hour. */
  halfHours: boolean;
}) {
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<VehicleFormValues>();
  // The rows are fixed while the form is open: they come from the server with the form.
  const rows = getValues('prices');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{t.groups.prices}</legend>
      <p className={styles.hint}>{t.pricesHint(openingSpanHours, halfHours)}</p>
      <div className={styles.prices}>
        {rows.map(({ hours }, index) => (
          <FormField
            key={hours}
            className={styles.price}
            label={t.duration(hours)}
            error={errors.prices?.[index]?.euros?.message}
          >
            {(control) => (
              <input
                {...control}
                {...register(`prices.${index}.euros`)}
                className={forms.input}
                inputMode="decimal"
              />
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
