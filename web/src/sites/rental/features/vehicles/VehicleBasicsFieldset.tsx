import type { Licence } from '@showcase/contracts/generated/model/licence';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../components/FormField';
import forms from '../../components/forms.module.css';
import { staffDe } from '../../i18n/staff-de';
import styles from './VehicleForm.module.css';
import { vehicleLimits, type VehicleFormValues } from './vehicle-form-rules';

const t = staffDe.vehicleForm;
const LICENCES = Object.keys(t.licences) as Licence[];

/** Name, passengers, deposit and the licence the vehicle needs. */
export function VehicleBasicsFieldset() {
  const {
    register,
    setValue,
    formState: { errors },
  } = useFormContext<VehicleFormValues>();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{t.groups.basics}</legend>
      <div className={styles.row}>
        <FormField label={t.labels.name} error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              {...register('name')}
              className={forms.input}
              maxLength={vehicleLimits.name}
            />
          )}
        </FormField>
        <FormField label={t.labels.passengers} error={errors.passengers?.message}>
          {(control) => (
            <input
              {...control}
              {...register('passengers')}
              className={forms.input}
              inputMode="numeric"
            />
          )}
        </FormField>
        <FormField
          label={t.labels.deposit}
          optionalLabel={t.optional}
          error={errors.deposit?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('deposit')}
              className={forms.input}
              inputMode="decimal"
            />
          )}
        </FormField>
      </div>
      <fieldset className={styles.choices}>
        <legend>{t.labels.licence}</legend>
        {LICENCES.map((licence) => (
          <label key={licence} className={styles.choice}>
            <input
              type="radio"
              value={licence}
              {...register('licence', {
                // With a captain always aboard there is no optional one to offer.
                onChange: (event: { target: { value: string } }) => {
                  if (event.target.value !== 'captain') return;
                  setValue('captainOffered', false);
                  setValue('captainPrice', '');
                },
              })}
            />
            {t.licences[licence]}
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
}
