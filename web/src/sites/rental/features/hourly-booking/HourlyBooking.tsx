import {
  getGetHoursAvailabilityQueryKey,
  useCreateBooking,
  useCreateVerificationCode,
  useGetHoursAvailability,
  useGetWeekAvailability,
  useQuoteBooking,
} from '@showcase/contracts/generated/endpoints/bookings/bookings';
import { useGetBusinessSettings } from '@showcase/contracts/generated/endpoints/settings/settings';
import { useListVehicles } from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { listVehiclesQueryNameMax } from '@showcase/contracts/generated/zod/vehicles/vehicles.zod';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../../../../shared/class-names';
import { useHydrated } from '../../../../shared/use-hydrated';
import buttons from '../../components/buttons.module.css';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { rentalPaths } from '../../rental-paths';
import { BoatIcon, ChevronIcon } from '../overview/OverviewIcons';
import { AvailableVehiclesDialog, type VehicleChoice } from './AvailableVehiclesDialog';
import { effectiveHours, offeredExtras } from './booking-choices';
import {
  addDays,
  DEFAULT_BUSINESS_TIME_ZONE,
  firstDayAfterOffSeason,
  mondayOf,
  monthOf,
  todayIn,
  type Day,
} from './booking-dates';
import { currentStep, flowReducer, initialFlow, type BookingResult } from './booking-flow';
import { fullDate, fullSlotWhen, slotWhen, weekRange } from './booking-format';
import { failureOf, type RequestFailure } from './booking-outcome';
import { readChosenDate, writeChosenDate } from './booking-storage';
import { BookingResultCard } from './BookingResultCard';
import { BookingSummary } from './BookingSummary';
import { CodeStep } from './CodeStep';
import { CustomerForm } from './CustomerForm';
import {
  toCustomerRequest,
  type CustomerErrors,
  type CustomerFormValues,
} from './customer-form-rules';
import styles from './HourlyBooking.module.css';
import { CalendarSkeleton, MonthCalendar } from './MonthCalendar';
import { StepGuide } from './StepGuide';
import { useDelayedScroll } from './use-delayed-scroll';
import { freeVehicleIds, hasFreeSlot, isWinterBreak, type SlotChoice } from './week-grid';
import { SlotLegend, WeekSkeleton, WeekTimetable } from './WeekTimetable';

/** Spec §4: after a date or an hour is chosen, the page scrolls on after 100 ms. */
export const SCROLL_DELAY_MS = 100;

/** Availability changes with every booking: a minute-old answer is asked again. */
const AVAILABILITY_STALE_MS = 30_000;

export interface HourlyBookingProps {
  type: VehicleType | 'all';
  /** With a vehicle in the address the calendar is that vehicle's alone (spec §2). */
  vehicleName?: string;
  texts: RentalCatalog;
}

/**
 * The hourly booking (spec §2 "Hourly booking page", §4 "Hourly booking flow"). It depends on
 * today's date and the tab's session storage, so the server renders its frame with skeletons and
 * the browser fills it in.
 */
export function HourlyBooking(props: HourlyBookingProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <BookingFrame texts={props.texts} />;
  return <BookingFlow {...props} />;
}

/** The calendar and week cards, loading. */
function BookingFrame({ texts }: { texts: RentalCatalog }) {
  const t = texts.hourlyBooking;
  return (
    <>
      <StepGuide current={1} texts={t} />
      <div className={styles.pickers}>
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>
            <span className={styles.number}>1</span>
            {t.calendar.title}
          </h2>
          <CalendarSkeleton />
        </section>
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>
            <span className={styles.number}>2</span>
            {t.week.title}
          </h2>
          <WeekSkeleton text={t.week.loading} />
        </section>
      </div>
    </>
  );
}

function BookingFlow({ type, vehicleName, texts }: HourlyBookingProps) {
  const t = texts.hourlyBooking;
  const lang = texts.lang;
  const [today] = useState(() => todayIn(DEFAULT_BUSINESS_TIME_ZONE));
  const [flow, dispatch] = useReducer(flowReducer, null, () => initialFlow(readChosenDate(today)));
  useEffect(() => writeChosenDate(flow.date), [flow.date]);

  // The calendar's month follows the chosen date, and can be browsed on its own.
  const [month, setMonth] = useState(() => monthOf(flow.date ?? today));
  const [monthOfDate, setMonthOfDate] = useState(flow.date);
  if (monthOfDate !== flow.date) {
    setMonthOfDate(flow.date);
    if (flow.date) setMonth(monthOf(flow.date));
  }

  // --- Vehicles: a named one, or those of the type (or all) for the dialog and the overview.
  const nameUsable = vehicleName === undefined || vehicleName.length <= listVehiclesQueryNameMax;
  const vehicles = useListVehicles(
    {
      ...(type !== 'all' && { type }),
      ...(vehicleName !== undefined && { name: vehicleName }),
    },
    { query: { enabled: nameUsable, select: (list) => list.items } },
  );
  const vehiclesById = useMemo(
    () => new Map((vehicles.data ?? []).map((vehicle) => [vehicle.id, vehicle])),
    [vehicles.data],
  );
  const namedVehicle: VehicleDto | undefined =
    vehicleName === undefined
      ? undefined
      : vehicles.data?.find((vehicle) => vehicle.name.toLowerCase() === vehicleName.toLowerCase());
  const namedMissing =
    vehicleName !== undefined && (!nameUsable || (vehicles.isSuccess && !namedVehicle));

  // In the winter break the note offers the first day of the new season.
  const settings = useGetBusinessSettings();
  const seasonStart = firstDayAfterOffSeason(
    flow.date && flow.date > today ? flow.date : today,
    settings.data?.offSeasonStart ?? null,
    settings.data?.offSeasonEnd ?? null,
  );

  // --- The week of the chosen date (or of today).
  const weekStart = mondayOf(flow.date ?? today);
  const week = useGetWeekAvailability(
    {
      from: weekStart,
      ...(namedVehicle ? { vehicleId: namedVehicle.id } : type !== 'all' && { type }),
    },
    {
      query: {
        enabled: vehicleName === undefined || namedVehicle !== undefined,
        staleTime: AVAILABILITY_STALE_MS,
      },
    },
  );
  const weekData = week.data;

  // --- The chosen slot's free vehicles and how long each can go.
  const slot = flow.slot;
  const freeIds = useMemo(
    () => (weekData && slot ? freeVehicleIds(weekData, slot) : []),
    [weekData, slot],
  );
  const hoursQuery = useGetHoursAvailability(
    { vehicleIds: freeIds, day: slot?.day ?? today, startHour: slot?.hour ?? 0 },
    { query: { enabled: slot !== null && freeIds.length > 0, staleTime: AVAILABILITY_STALE_MS } },
  );
  const hoursById = useMemo(
    () => new Map((hoursQuery.data?.items ?? []).map((item) => [item.vehicleId, item])),
    [hoursQuery.data],
  );
  const choices: VehicleChoice[] = freeIds.flatMap((id) => {
    const vehicle = vehiclesById.get(id);
    return vehicle ? [{ vehicle, maxHours: hoursById.get(id)?.maxHours ?? 0 }] : [];
  });
  const bookableChoices = choices.filter((choice) => choice.maxHours > 0);

  // --- The overview: vehicle, duration, extras and the server's price.
  const vehicle = flow.vehicleId ? vehiclesById.get(flow.vehicleId) : undefined;
  // The durations the server offers from the chosen hour (its steps, up to the longest rental).
  const durations = (vehicle && hoursById.get(vehicle.id)?.durations) ?? [];
  const hours = effectiveHours(flow.hours, durations);
  const extras = vehicle
    ? offeredExtras(vehicle).filter((extra) => flow.extras.includes(extra))
    : [];
  const quote = useQuoteBooking(
    { vehicleId: vehicle?.id ?? '', hours: hours ?? 1, extras },
    {
      query: {
        enabled: vehicle !== undefined && hours !== null,
        placeholderData: keepPreviousData,
      },
    },
  );

  // --- Code and booking.
  const requestCode = useCreateVerificationCode();
  const createBooking = useCreateBooking();
  const [submitted, setSubmitted] = useState<CustomerFormValues | null>(null);
  const [serverErrors, setServerErrors] = useState<CustomerErrors | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [invalidCodes, setInvalidCodes] = useState(0);
  const pending = requestCode.isPending || createBooking.isPending;

  const finish = (result: BookingResult) => dispatch({ type: 'finished', result });
  const handleFailure = (failure: RequestFailure) => {
    switch (failure.kind) {
      case 'wrongCode':
        if (flow.verification.step === 'code') setInvalidCodes((count) => count + 1);
        else finish({ kind: 'error' });
        return;
      case 'rateLimited':
        setNotice(t.form.rateLimited(failure.minutes));
        return;
      case 'invalid':
        dispatch({ type: 'editDetails' });
        setServerErrors(failure.fields);
        return;
      default:
        finish({ kind: failure.kind });
    }
  };

  const book = (values: CustomerFormValues, code: string | undefined) => {
    if (!slot || !vehicle || hours === null) return;
    setNotice(null);
    createBooking.mutate(
      {
        data: {
          ...toCustomerRequest(values, lang),
          vehicleId: vehicle.id,
          day: slot.day,
          startHour: slot.hour,
          hours,
          extras,
          ...(code !== undefined && { code }),
        },
      },
      {
        onSuccess: (booking) => finish({ kind: 'success', booking }),
        onError: (error) => handleFailure(failureOf(error)),
      },
    );
  };

  const onFormValid = (values: CustomerFormValues) => {
    if (!vehicle || hours === null) return;
    setSubmitted(values);
    setNotice(null);
    setServerErrors(null);
    const request = toCustomerRequest(values, lang);
    requestCode.mutate(
      { data: { name: request.name, phone: request.phone, email: request.email, lang } },
      {
        onSuccess: (answer) => {
          // Staff other than root need no code: their session shows who books.
          if (!answer.sent && answer.shortcutCode === null) {
            book(values, undefined);
            return;
          }
          setInvalidCodes(0);
          dispatch({
            type: 'codeRequested',
            shortcutCode: answer.shortcutCode,
            validMinutes: answer.validMinutes,
          });
        },
        onError: (error) => handleFailure(failureOf(error)),
      },
    );
  };

  const clearRequests = () => {
    requestCode.reset();
    createBooking.reset();
    setNotice(null);
    setServerErrors(null);
  };

  const queryClient = useQueryClient();
  const refresh = () => {
    clearRequests();
    dispatch({ type: 'startOver' });
    void week.refetch();
    // Every vehicle's hours may have changed with the week.
    void queryClient.invalidateQueries({ queryKey: getGetHoursAvailabilityQueryKey() });
  };

  // --- Where the page goes next.
  const weekSection = useRef<HTMLElement>(null);
  const weekTitle = useRef<HTMLHeadingElement>(null);
  const overviewSection = useRef<HTMLElement>(null);
  const overviewTitle = useRef<HTMLHeadingElement>(null);
  const scrollLater = useDelayedScroll(SCROLL_DELAY_MS);

  const chooseDate = (day: Day) => {
    if (day !== flow.date) clearRequests();
    dispatch({ type: 'chooseDate', day });
    scrollLater(weekSection);
  };
  const chooseSlot = (choice: SlotChoice) => {
    clearRequests();
    dispatch({ type: 'chooseSlot', slot: choice });
    scrollLater(overviewSection);
  };
  const chooseVehicle = (vehicleId: string) => {
    dispatch({ type: 'chooseVehicle', vehicleId });
    scrollLater(overviewSection, overviewTitle);
  };

  // --- What the page shows.
  const overviewTitleId = useId();
  const step = currentStep(flow);
  const typePlural = type === 'all' ? null : texts.vehicleTypes[type].plural;
  const unavailableText = vehicleName
    ? t.unavailable.vehicle(vehicleName)
    : typePlural
      ? t.unavailable.type(typePlural)
      : t.unavailable.all;

  if (namedMissing || (weekData && weekData.vehicleIds.length === 0)) {
    return (
      <div className={styles.unavailable} role="status">
        <BoatIcon className={styles.unavailableIcon} />
        <p className={styles.unavailableText}>{unavailableText}</p>
        <div className={styles.actions}>
          {type !== 'all' && (
            <Link className={buttons.primary} to={rentalPaths.overview(lang, type)}>
              {t.backToOverview}
            </Link>
          )}
          <Link className={buttons.secondary} to={rentalPaths.homeSection(lang, 'book')}>
            {t.backToOffer}
          </Link>
        </div>
      </div>
    );
  }
  if (vehicleName !== undefined && vehicles.isError) {
    return (
      <div className={styles.unavailable} role="alert">
        <p className={styles.unavailableText}>{t.unavailable.loadError}</p>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => void vehicles.refetch()}
          disabled={vehicles.isFetching}
        >
          {t.week.retry}
        </button>
      </div>
    );
  }

  const range = weekRange(weekStart, lang);
  const rangeText = t.week.range(range.from, range.to);
  const canGoBack = weekStart > mondayOf(today);
  const goToWeek = (monday: Day) => chooseDate(monday < today ? today : monday);
  const verification = flow.verification;
  const locked = verification.step !== 'form' || pending;
  const when = slot ? slotWhen(slot.day, slot.hour, lang) : '';

  return (
    <>
      <StepGuide current={step} texts={t} />
      <div className={styles.pickers}>
        <section className={styles.card} aria-labelledby="hourly-calendar-title">
          <h2 id="hourly-calendar-title" className={styles.cardTitle}>
            <span className={styles.number} aria-hidden="true">
              1
            </span>
            {t.calendar.title}
          </h2>
          <MonthCalendar
            month={month}
            onMonthChange={setMonth}
            today={today}
            selected={flow.date}
            texts={t}
            lang={lang}
            onChoose={chooseDate}
          />
        </section>

        <section
          ref={weekSection}
          className={cx(styles.card, styles.weekCard)}
          aria-labelledby="hourly-week-title"
        >
          <div className={styles.weekHeader}>
            <h2 id="hourly-week-title" className={styles.cardTitle} ref={weekTitle} tabIndex={-1}>
              <span className={styles.number} aria-hidden="true">
                2
              </span>
              {t.week.title}
            </h2>
            <div className={styles.weekNav}>
              <button
                type="button"
                className={styles.navButton}
                aria-label={t.week.previousWeek}
                disabled={!canGoBack}
                onClick={() => goToWeek(addDays(weekStart, -7))}
              >
                <ChevronIcon direction="left" className={styles.navIcon} />
              </button>
              <p className={styles.range} aria-live="polite">
                {rangeText}
              </p>
              <button
                type="button"
                className={styles.navButton}
                aria-label={t.week.nextWeek}
                onClick={() => goToWeek(addDays(weekStart, 7))}
              >
                <ChevronIcon direction="right" className={styles.navIcon} />
              </button>
            </div>
          </div>
          {week.isError && !weekData ? (
            <div className={styles.loadError} role="alert">
              <p>{t.week.loadError}</p>
              <button
                type="button"
                className={buttons.primary}
                onClick={() => void week.refetch()}
                disabled={week.isFetching}
              >
                {week.isFetching && <span className={buttons.spinner} aria-hidden="true" />}
                {t.week.retry}
              </button>
            </div>
          ) : !weekData ? (
            <WeekSkeleton text={t.week.loading} />
          ) : (
            <div className={styles.weekBody} aria-busy={week.isFetching}>
              {!hasFreeSlot(weekData) &&
                (isWinterBreak(weekData, today) ? (
                  <div className={styles.noFree}>
                    <p>{t.week.offSeason}</p>
                    {seasonStart && (
                      <button
                        type="button"
                        className={buttons.primary}
                        onClick={() => {
                          // The note and this button go with the winter week: keep the focus
                          // on the timetable's heading instead of losing it to the page.
                          weekTitle.current?.focus({ preventScroll: true });
                          chooseDate(seasonStart);
                        }}
                      >
                        {t.week.toSeasonStart(fullDate(seasonStart, lang))}
                      </button>
                    )}
                  </div>
                ) : (
                  <p className={styles.noFree}>{t.week.noFreeSlot}</p>
                ))}
              <WeekTimetable
                key={weekData.weekStart}
                week={weekData}
                selected={slot}
                chosenDate={flow.date}
                today={today}
                label={t.week.gridLabel(rangeText)}
                texts={t}
                lang={lang}
                onChoose={chooseSlot}
              />
              <SlotLegend texts={t} />
            </div>
          )}
        </section>
      </div>

      {slot && (
        <section
          ref={overviewSection}
          className={styles.overview}
          aria-labelledby={overviewTitleId}
        >
          <h2
            id={overviewTitleId}
            ref={overviewTitle}
            tabIndex={-1}
            className={styles.overviewTitle}
          >
            <span className={styles.number} aria-hidden="true">
              4
            </span>
            {t.overview.title}
          </h2>
          <div className={styles.overviewGrid}>
            <div className={styles.card}>
              <BookingSummary
                when={fullSlotWhen(slot.day, slot.hour, lang)}
                startHour={slot.hour}
                vehicle={vehicle}
                choices={bookableChoices}
                durations={durations}
                hours={hours}
                extras={extras}
                quote={{
                  data: quote.data,
                  pending: quote.isPending,
                  failed: quote.isError,
                  updating: quote.isPlaceholderData,
                  onRetry: () => void quote.refetch(),
                }}
                locked={locked}
                onVehicle={(vehicleId) => dispatch({ type: 'chooseVehicle', vehicleId })}
                onShowVehicles={() => dispatch({ type: 'openDialog' })}
                onHours={(value) => dispatch({ type: 'chooseHours', hours: value })}
                onToggleExtra={(extra) => dispatch({ type: 'toggleExtra', extra })}
                texts={texts}
              />
            </div>
            {vehicle && (durations.length > 0 || hoursQuery.isPending) && (
              <div className={cx(styles.card, styles.formCard)}>
                {verification.step === 'result' ? (
                  <BookingResultCard
                    result={verification.result}
                    onRefresh={refresh}
                    refreshing={week.isFetching}
                    texts={texts}
                  />
                ) : (
                  <>
                    <h3 className={styles.formTitle}>{t.form.title}</h3>
                    <CustomerForm
                      texts={texts}
                      locked={locked}
                      pending={requestCode.isPending}
                      onValid={onFormValid}
                      serverErrors={serverErrors}
                      notice={verification.step === 'form' ? notice : null}
                    />
                    {verification.step === 'code' && submitted && (
                      <CodeStep
                        email={submitted.email.trim()}
                        validMinutes={verification.validMinutes}
                        shortcutCode={verification.shortcutCode}
                        pending={createBooking.isPending}
                        invalidCount={invalidCodes}
                        notice={notice}
                        onConfirm={(code) => book(submitted, code)}
                        onEdit={() => {
                          clearRequests();
                          dispatch({ type: 'editDetails' });
                        }}
                        texts={t}
                      />
                    )}
                  </>
                )}
              </div>
            )}
          </div>
        </section>
      )}

      {slot && (
        <AvailableVehiclesDialog
          open={flow.dialogOpen}
          onClose={() => {
            dispatch({ type: 'closeDialog' });
            scrollLater(overviewSection);
          }}
          when={when}
          choices={choices}
          pending={(freeIds.length > 0 && hoursQuery.isPending) || vehicles.isPending}
          failed={hoursQuery.isError || vehicles.isError}
          onRetry={() => {
            if (hoursQuery.isError) void hoursQuery.refetch();
            if (vehicles.isError) void vehicles.refetch();
          }}
          chosenId={flow.vehicleId}
          onChoose={chooseVehicle}
          texts={texts}
        />
      )}
    </>
  );
}
