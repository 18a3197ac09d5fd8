import { useFormContext } from 'react-hook-form';
import { FormField } from '../../components/FormField';
import forms from '../../components/forms.module.css';
import { staffDe } from '../../i18n/staff-de';
import styles from './VehicleForm.module.css';
import { vehicleLimits, type VehicleFormValues } from './vehicle-form-rules';

const t = staffDe.vehicleForm;

/** The description in German and in English: the overview shows the page language's one. */
export function VehicleDescriptionFieldset() {
  const {
    register,
    formState: { errors },
  } = useFormContext<VehicleFormValues>();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{t.groups.description}</legend>
      <div className={styles.row}>
        {(['descriptionDe', 'descriptionEn'] as const).map((name) => (
          <FormField key={name} label={t.labels[name]} error={errors[name]?.message}>
            {(control) => (
              <textarea
                {...control}
                {...register(name)}
                className={forms.input}
                rows={4}
                maxLength={vehicleLimits[name]}
              />
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
