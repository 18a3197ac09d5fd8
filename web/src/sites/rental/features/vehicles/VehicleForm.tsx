import { isApiError } from '@showcase/contracts/fetcher';
import {
  useCreateVehicle,
  useUpdateVehicle,
} from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { rulesResolver } from '../../../../shared/rules-resolver';
import buttons from '../../components/buttons.module.css';
import { StatusNote } from '../../components/StatusNote';
import { staffDe } from '../../i18n/staff-de';
import { rentalPaths } from '../../rental-paths';
import { rentalTimings } from '../../rental-timings';
import { VehicleBasicsFieldset } from './VehicleBasicsFieldset';
import { VehicleDescriptionFieldset } from './VehicleDescriptionFieldset';
import { VehicleExtrasFieldset } from './VehicleExtrasFieldset';
import styles from './VehicleForm.module.css';
import {
  formFieldOfProblem,
  toVehicleInput,
  vehicleFormRules,
  vehicleFormValues,
  type VehicleFormValues,
} from './vehicle-form-rules';
import { VehicleImagesField } from './VehicleImagesField';
import { VehiclePricesFieldset } from './VehiclePricesFieldset';

const t = staffDe.vehicleForm;

type Outcome = 'saved' | 'simulated' | 'failed';

interface VehicleFormProps {
  type: VehicleType;
  /** The vehicle being changed; none when one is added. */
  vehicle: VehicleDto | undefined;
  /** The durations the server asks a price for (GET /vehicles/price-durations). */
  durations: readonly number[];
  openingSpanHours: number;
  /** The names of the other vehicles, which this one may not take. */
  takenNames: readonly string[];
}

/** The staff form for one vehicle: four groups of fields and the pictures (spec §5). */
export function VehicleForm({
  type,
  vehicle,
  durations,
  openingSpanHours,
  takenNames,
}: VehicleFormProps) {
  const navigate = useNavigate();
  const noun = staffDe.vehicleNouns[type];
  const [messages] = useState(() => t.errors(noun));
  const [resolver] = useState(() =>
    rulesResolver<VehicleFormValues, keyof typeof messages>(
      (values) => vehicleFormRules(values, { type, takenNames }),
      messages,
    ),
  );
  const form = useForm<VehicleFormValues>({
    defaultValues: vehicleFormValues(vehicle, durations),
    resolver,
  });
  const { handleSubmit, setError, getValues, formState } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const saving = create.isPending || update.isPending;
  const saved = outcome === 'saved' || outcome === 'simulated';
  const note = useRef<HTMLDivElement>(null);

  // The answer sits by the button, which may be at the screen's foot: bring it into view.
  useEffect(() => {
    if (outcome) note.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);

  // The success note stays a moment, then the overview shows the vehicle among its type.
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(
      () => void navigate(rentalPaths.overview('de', type)),
      rentalTimings.vehicleSavedRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [saved, navigate, type]);

  const send = async (values: VehicleFormValues) => {
    setOutcome(null);
    const input = toVehicleInput(values, type);
    try {
      const result = vehicle
        ? await update.mutateAsync({ id: vehicle.id, data: input })
        : await create.mutateAsync({ data: input });
      setOutcome(result.simulated === true ? 'simulated' : 'saved');
    } catch (error) {
      setOutcome('failed');
      // Like the browser's own checks: focus moves to the first field the server named.
      let focused = false;
      for (const { field } of (isApiError(error) && error.problem?.errors) || []) {
        const target = formFieldOfProblem(field, getValues());
        if (!target) continue;
        setError(
          target.path,
          { type: target.key, message: messages[target.key] },
          { shouldFocus: !focused },
        );
        focused = true;
      }
    }
  };

  const savedText = vehicle ? t.saved.change : t.saved.add(noun);
  const invalid = Object.keys(formState.errors).length > 0;

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={handleSubmit(send)}>
        <VehicleBasicsFieldset />
        <VehicleExtrasFieldset />
        <VehiclePricesFieldset halfHours={type === 'jetskis'} openingSpanHours={openingSpanHours} />
        <VehicleDescriptionFieldset />
        <VehicleImagesField />

        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={saving}>
            {saving ? t.saving : vehicle ? t.submit.change : t.submit.add(noun)}
          </button>
          <StatusNote ref={note} tone={saved ? 'success' : 'failure'}>
            {saved
              ? outcome === 'simulated'
                ? `${savedText} ${t.simulated}`
                : savedText
              : invalid || outcome === 'failed'
                ? messages.checkInput
                : null}
          </StatusNote>
        </div>
      </form>
    </FormProvider>
  );
}
