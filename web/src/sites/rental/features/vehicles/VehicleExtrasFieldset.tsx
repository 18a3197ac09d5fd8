import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../components/FormField';
import forms from '../../components/forms.module.css';
import { staffDe } from '../../i18n/staff-de';
import styles from './VehicleForm.module.css';
import type { VehicleFormValues } from './vehicle-form-rules';

const t = staffDe.vehicleForm;

/** Barbecue, music box, binoculars, and an optional captain with an hourly price. */
export function VehicleExtrasFieldset() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<VehicleFormValues>();
  const [licence, captainOffered] = useWatch({ control, name: ['licence', 'captainOffered'] });
  // A vehicle rented only with a captain offers no optional one.
  const captainPossible = licence !== 'captain';
  const checkbox = (
    name: 'extraBarbecue' | 'extraMusicBox' | 'extraBinoculars' | 'captainOffered',
    label: string,
  ) => (
    <label className={styles.choice}>
      <input type="checkbox" {...register(name)} /> {label}
    </label>
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{t.groups.extras}</legend>
      <div className={styles.choices}>
        {checkbox('extraBarbecue', t.extras.barbecue)}
        {checkbox('extraMusicBox', t.extras.musicBox)}
        {checkbox('extraBinoculars', t.extras.binoculars)}
        {captainPossible && checkbox('captainOffered', t.extras.captain)}
      </div>
      {captainOffered && captainPossible && (
        <FormField label={t.labels.captainPrice} error={errors.captainPrice?.message}>
          {(field) => (
            <input
              {...field}
              {...register('captainPrice')}
              className={forms.input}
              inputMode="decimal"
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
