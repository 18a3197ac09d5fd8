import { isApiError } from '@showcase/contracts/fetcher';
import { useGetBusinessSettings } from '@showcase/contracts/generated/endpoints/settings/settings';
import {
  useCreateVehicle,
  useListVehicleNames,
  useListVehicles,
  useUpdateVehicle,
} from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { Licence } from '@showcase/contracts/generated/model/licence';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import type { VehicleInputDto } from '@showcase/contracts/generated/model/vehicleInputDto';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { cx } from '../../../shared/class-names';
import { useDocumentTitle } from '../../../shared/use-document-title';
import buttons from '../components/buttons.module.css';
import { FormField } from '../components/FormField';
import forms from '../components/forms.module.css';
import { StatusNote } from '../components/StatusNote';
import {
  centsToEuroText,
  durationLabel,
  euroToCents,
  isValidPassengers,
  isValidVehicleName,
  openingSpanHours,
  priceDurations,
} from './vehicle-form-rules';
import { rentalPaths, vehicleTypeOfRoute } from '../rental-paths';
import { VEHICLE_NOUNS } from './vehicle-types';
import styles from './VehicleForm.module.css';
import { VehicleImagesField, type FormImage } from './VehicleImagesField';

const LICENCES: { value: Licence; label: string }[] = [
  { value: 'no', label: 'Führerscheinfrei' },
  { value: 'yes', label: 'Führerschein erforderlich' },
  { value: 'never', label: 'Kein Führerschein möglich (Muskelkraft)' },
  { value: 'captain', label: 'Nur mit Skipper' },
];

const GENERAL_ERROR = 'Bitte überprüfen Sie nochmal Ihre Angaben.';
const IMAGES_ERROR =
  'Mindestens ein bis maximal sechs gültige Bilder auswählen. (png, jpg, jpeg, bmp)';
const nameError = (noun: string) =>
  `Geben Sie dem ${noun} einen Namen, der noch nicht verwendet wird und max. 25 Zeichen lang ist.`;

interface FormValues {
  name: string;
  passengers: string;
  deposit: string;
  licence: Licence;
  extraBarbecue: boolean;
  extraMusicBox: boolean;
  extraBinoculars: boolean;
  captainOffered: boolean;
  captainPrice: string;
  descriptionDe: string;
  descriptionEn: string;
  prices: Record<string, string>;
  images: FormImage[];
}

type Errors = Partial<Record<string, string>>;

function initialValues(vehicle: VehicleDto | undefined): FormValues {
  return {
    name: vehicle?.name ?? '',
    passengers: vehicle ? String(vehicle.passengers) : '',
    deposit: centsToEuroText(vehicle?.depositCents ?? null),
    licence: vehicle?.licence ?? 'no',
    extraBarbecue: vehicle?.extraBarbecue ?? false,
    extraMusicBox: vehicle?.extraMusicBox ?? false,
    extraBinoculars: vehicle?.extraBinoculars ?? false,
    captainOffered: (vehicle?.captainCentsPerHour ?? null) !== null,
    captainPrice: centsToEuroText(vehicle?.captainCentsPerHour ?? null),
    descriptionDe: vehicle?.descriptionDe ?? '',
    descriptionEn: vehicle?.descriptionEn ?? '',
    prices: Object.fromEntries(
      Object.entries(vehicle?.prices ?? {}).map(([hours, cents]) => [
        hours,
        centsToEuroText(cents),
      ]),
    ),
    images: vehicle?.images.map(({ id, thumbnailUrl }) => ({ id, thumbnailUrl })) ?? [],
  };
}

/** Checks every rule the server checks, with the form's words; returns the body or errors. */
function toInput(
  values: FormValues,
  type: VehicleType,
  durations: readonly number[],
  takenNames: readonly string[],
): { input?: VehicleInputDto; errors: Errors } {
  const noun = VEHICLE_NOUNS[type];
  const errors: Errors = {};
  if (!isValidVehicleName(values.name, takenNames)) errors.name = nameError(noun);
  if (!isValidPassengers(values.passengers)) errors.passengers = 'Bitte nur Ziffern eingeben.';
  const deposit = euroToCents(values.deposit);
  if (deposit === undefined) errors.deposit = 'Bitte einen Betrag wie 150 oder 150,50 eingeben.';
  const captain = values.captainOffered && values.licence !== 'captain';
  const captainCents = captain ? euroToCents(values.captainPrice) : null;
  if (captain && (captainCents === undefined || captainCents === null || captainCents <= 0)) {
    errors.captainPrice = 'Ein optionaler Skipper braucht einen Stundenpreis.';
  }
  const prices: Record<string, number> = {};
  for (const hours of durations) {
    const key = String(hours);
    const cents = euroToCents(values.prices[key] ?? '');
    if (cents === undefined || cents === null) errors[`prices.${key}`] = 'Preis fehlt';
    else prices[key] = cents;
  }
  if (values.descriptionDe.trim() === '')
    errors.descriptionDe = 'Bitte eine Beschreibung eingeben.';
  if (values.descriptionEn.trim() === '')
    errors.descriptionEn = 'Bitte eine Beschreibung eingeben.';
  if (values.images.length < 1 || values.images.length > 6) errors.images = IMAGES_ERROR;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    input: {
      type,
      name: values.name.trim(),
      passengers: Number(values.passengers),
      prices,
      depositCents: deposit ?? null,
      licence: values.licence,
      extraBarbecue: values.extraBarbecue,
      extraMusicBox: values.extraMusicBox,
      extraBinoculars: values.extraBinoculars,
      captainCentsPerHour: captain ? (captainCents ?? null) : null,
      descriptionDe: values.descriptionDe.trim(),
      descriptionEn: values.descriptionEn.trim(),
      imageIds: values.images.map((image) => image.id),
    },
  };
}

/** The server's field codes, in the form's words. */
function serverErrors(fields: readonly { field: string }[], noun: string): Errors {
  const errors: Errors = {};
  for (const { field } of fields) {
    if (field === 'name') errors.name = nameError(noun);
    else if (field.startsWith('imageIds') || field === 'images') errors.images = IMAGES_ERROR;
    else if (field.startsWith('prices.')) errors[field] = 'Preis prüfen';
    else if (field === 'captainCentsPerHour')
      errors.captainPrice = 'Ein optionaler Skipper braucht einen Stundenpreis.';
    else errors[field] = GENERAL_ERROR;
  }
  return errors;
}

/**
 * /{Fahrzeugtyp}/hinzufügen and /{Fahrzeugtyp}/{Name}/ändern: the staff form for a vehicle
 * with its price table, extras, descriptions and pictures (spec §2, §5).
 */
export function VehicleFormPage() {
  const params = useParams();
  const type = vehicleTypeOfRoute('de', params.vehicleType);
  const vehicleName = params.vehicleName;
  if (!type) return <Navigate to={rentalPaths.notFound} replace />;
  return <VehicleFormLoader type={type} vehicleName={vehicleName} />;
}

function VehicleFormLoader({
  type,
  vehicleName,
}: {
  type: VehicleType;
  vehicleName: string | undefined;
}) {
  const noun = VEHICLE_NOUNS[type];
  useDocumentTitle(vehicleName ? `${vehicleName} ändern – Intern` : `${noun} hinzufügen – Intern`);
  // Error answers throw in the fetcher, so a settled query holds the 200 body.
  const settings = useGetBusinessSettings({
    query: { select: (response) => (response.status === 200 ? response.data : undefined) },
  });
  const names = useListVehicleNames({
    query: { select: (response) => (response.status === 200 ? response.data : undefined) },
  });
  const existing = useListVehicles(
    { name: vehicleName, includeBlocked: true },
    {
      query: {
        enabled: Boolean(vehicleName),
        select: (response) => (response.status === 200 ? response.data : undefined),
      },
    },
  );
  const loading =
    settings.isPending || names.isPending || (Boolean(vehicleName) && existing.isPending);
  const failed = settings.isError || names.isError || existing.isError;

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={styles.inner}>
        <h1 className={styles.title}>
          {vehicleName ? `${vehicleName} ändern` : `${noun} hinzufügen`}
        </h1>
        {failed ? (
          <StatusNote tone="failure">Die Daten konnten nicht geladen werden.</StatusNote>
        ) : loading || !settings.data || !names.data ? (
          <StatusNote tone="info">Wird geladen …</StatusNote>
        ) : vehicleName && !existing.data?.items[0] ? (
          <StatusNote tone="failure">Dieses Fahrzeug gibt es nicht (mehr).</StatusNote>
        ) : (
          <VehicleForm
            type={type}
            vehicle={existing.data?.items[0]}
            openingSpan={openingSpanHours(settings.data)}
            takenNames={names.data.items
              .filter((item) => item.id !== existing.data?.items[0]?.id)
              .map((item) => item.name)}
          />
        )}
      </div>
    </main>
  );
}

function VehicleForm({
  type,
  vehicle,
  openingSpan,
  takenNames,
}: {
  type: VehicleType;
  vehicle: VehicleDto | undefined;
  openingSpan: number;
  takenNames: readonly string[];
}) {
  const navigate = useNavigate();
  const noun = VEHICLE_NOUNS[type];
  const durations = priceDurations(type, openingSpan);
  const [values, setValues] = useState(() => initialValues(vehicle));
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<'success' | 'simulated' | 'failure' | null>(null);
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const saving = create.isPending || update.isPending;
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { input, errors: found } = toInput(values, type, durations, takenNames);
    setErrors(found);
    setOutcome(null);
    if (!input) return;
    try {
      const response = vehicle
        ? await update.mutateAsync({ id: vehicle.id, data: input })
        : await create.mutateAsync({ data: input });
      const simulated = 'simulated' in response.data && response.data.simulated === true;
      setOutcome(simulated ? 'simulated' : 'success');
      setTimeout(() => void navigate(rentalPaths.overview('de', type)), 1500);
    } catch (error) {
      setOutcome('failure');
      if (isApiError(error) && error.problem?.errors) {
        setErrors(serverErrors(error.problem.errors, noun));
      }
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Grunddaten</legend>
        <div className={styles.row}>
          <FormField label="Name" error={errors['name']}>
            {(control) => (
              <input
                {...control}
                className={forms.input}
                value={values.name}
                maxLength={25}
                onChange={(e) => set('name', e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Personen" error={errors['passengers']}>
            {(control) => (
              <input
                {...control}
                className={forms.input}
                inputMode="numeric"
                value={values.passengers}
                onChange={(e) => set('passengers', e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Kaution in €" optionalLabel="optional" error={errors['deposit']}>
            {(control) => (
              <input
                {...control}
                className={forms.input}
                inputMode="decimal"
                value={values.deposit}
                onChange={(e) => set('deposit', e.target.value)}
              />
            )}
          </FormField>
        </div>
        <fieldset className={styles.choices}>
          <legend>Führerschein</legend>
          {LICENCES.map((licence) => (
            <label key={licence.value} className={styles.choice}>
              <input
                type="radio"
                name="licence"
                value={licence.value}
                checked={values.licence === licence.value}
                onChange={() =>
                  setValues((current) => ({
                    ...current,
                    licence: licence.value,
                    ...(licence.value === 'captain'
                      ? { captainOffered: false, captainPrice: '' }
                      : {}),
                  }))
                }
              />
              {licence.label}
            </label>
          ))}
        </fieldset>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Extras</legend>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={values.extraBarbecue}
              onChange={(e) => set('extraBarbecue', e.target.checked)}
            />{' '}
            Grill
          </label>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={values.extraMusicBox}
              onChange={(e) => set('extraMusicBox', e.target.checked)}
            />{' '}
            Musikbox
          </label>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={values.extraBinoculars}
              onChange={(e) => set('extraBinoculars', e.target.checked)}
            />{' '}
            Fernglas
          </label>
          {values.licence !== 'captain' && (
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={values.captainOffered}
                onChange={(e) => set('captainOffered', e.target.checked)}
              />{' '}
              Optionaler Skipper
            </label>
          )}
        </div>
        {values.captainOffered && values.licence !== 'captain' && (
          <FormField label="Skipper: Preis pro Stunde in €" error={errors['captainPrice']}>
            {(control) => (
              <input
                {...control}
                className={forms.input}
                inputMode="decimal"
                value={values.captainPrice}
                onChange={(e) => set('captainPrice', e.target.value)}
              />
            )}
          </FormField>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Preise in €</legend>
        <p className={styles.hint}>
          Für jede Mietdauer bis zur längsten Öffnungszeit ({openingSpan} Std.)
          {type === 'jetskis' ? ', in halben Stunden' : ''}.
        </p>
        <div className={styles.prices}>
          {durations.map((hours) => {
            const key = String(hours);
            return (
              <FormField
                key={key}
                className={styles.price}
                label={durationLabel(hours)}
                error={errors[`prices.${key}`]}
              >
                {(control) => (
                  <input
                    {...control}
                    className={forms.input}
                    inputMode="decimal"
                    value={values.prices[key] ?? ''}
                    onChange={(e) => set('prices', { ...values.prices, [key]: e.target.value })}
                  />
                )}
              </FormField>
            );
          })}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Beschreibung</legend>
        <div className={styles.row}>
          <FormField label="Deutsch" error={errors['descriptionDe']}>
            {(control) => (
              <textarea
                {...control}
                className={forms.input}
                rows={4}
                maxLength={2000}
                value={values.descriptionDe}
                onChange={(e) => set('descriptionDe', e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Englisch" error={errors['descriptionEn']}>
            {(control) => (
              <textarea
                {...control}
                className={forms.input}
                rows={4}
                maxLength={2000}
                value={values.descriptionEn}
                onChange={(e) => set('descriptionEn', e.target.value)}
              />
            )}
          </FormField>
        </div>
      </fieldset>

      <VehicleImagesField
        images={values.images}
        onChange={(images) => set('images', images)}
        error={errors.images}
      />

      <div className={styles.actions}>
        <button type="submit" className={cx(buttons.primary)} disabled={saving}>
          {saving ? 'Wird gespeichert …' : vehicle ? 'Änderungen speichern' : `${noun} hinzufügen`}
        </button>
        <StatusNote tone={outcome === 'success' || outcome === 'simulated' ? 'success' : 'failure'}>
          {outcome === 'success' || outcome === 'simulated'
            ? `${
                vehicle
                  ? 'Änderungen wurden erfolgreich vorgenommen.'
                  : `Das ${noun} wurde erfolgreich hinzugefügt.`
              }${outcome === 'simulated' ? ' (Demo-Modus: Es wurde nichts gespeichert.)' : ''}`
            : Object.keys(errors).length > 0 || outcome === 'failure'
              ? GENERAL_ERROR
              : null}
        </StatusNote>
      </div>
    </form>
  );
}
