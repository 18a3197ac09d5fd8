import {
  getGetStayCalendarQueryKey,
  createStay,
  useGetStayCalendar,
  useQuoteStay,
} from '@showcase/contracts/generated/endpoints/bookings/bookings';
import { checkCoupon } from '@showcase/contracts/generated/endpoints/coupons/coupons';
import {
  capturePayPalOrder,
  createPayPalOrder,
  useGetPayPalConfig,
} from '@showcase/contracts/generated/endpoints/payments/payments';
import { useListVehicles } from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { CreateStayDto } from '@showcase/contracts/generated/model/createStayDto';
import type { StayExtra } from '@showcase/contracts/generated/model/stayExtra';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { cx } from '../../../../shared/class-names';
import { prefersReducedMotion } from '../../../../shared/motion/use-prefers-reduced-motion';
import { useHydrated } from '../../../../shared/use-hydrated';
import buttons from '../../components/buttons.module.css';
import type { RentalCatalog } from '../../i18n/rental-catalog';
import { rentalPaths } from '../../rental-paths';
import { useStoredUser } from '../auth/stored-user';
import {
  addMonths,
  DEFAULT_BUSINESS_TIME_ZONE,
  firstDayOfMonth,
  lastDayOfMonth,
  monthOf,
  todayIn,
  type Day,
} from '../hourly-booking/booking-dates';
import type { CustomerErrors } from '../hourly-booking/customer-form-rules';
import { LoadingLine } from '../hourly-booking/LoadingLine';
import { StepGuide } from '../hourly-booking/StepGuide';
import { useDelayedScroll } from '../hourly-booking/use-delayed-scroll';
import { BoatIcon } from '../overview/OverviewIcons';
import styles from './MultiDayBooking.module.css';
import type { CouponStatus } from './PaymentChoice';
import { PayPalButton } from './PayPalButton';
import { StayCalendar } from './StayCalendar';
import { stayDaysByDate } from './stay-calendar-types';
import { toStayRequest, type StayFormValues } from './stay-form-rules';
import { stayFailureOf, type StayFailure, type StayResult as Result } from './stay-outcome';
import {
  emptyStaySelection,
  nights as nightsBetween,
  rangeIsFree,
  staySelectionReducer,
  type StaySelectionAction,
} from './stay-selection';
import {
  clearStayAfterBooking,
  clearStayCoupon,
  readStaySelection,
  writeStaySelection,
} from './stay-storage';
import { StayCustomerForm, useStayForm, validStayValues } from './StayCustomerForm';
import { StayOverview } from './StayOverview';
import { StayPrice } from './StayPrice';
import { StayResult } from './StayResult';
import { useMonthCount } from './use-month-count';

/** Spec: 600 ms after a date completes the stay, the page scrolls on to the overview. */
export const OVERVIEW_SCROLL_DELAY_MS = 600;

/** Availability changes with every booking: an answer half a minute old is asked again. */
const CALENDAR_STALE_MS = 30_000;

export interface MultiDayBookingProps {
  type: VehicleType;
  vehicleName: string;
  texts: RentalCatalog;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The multi-day booking of one vehicle: the calendar of its days, the overview with extras and
 * the server's price, the customer's data, the payment (bank transfer or PayPal) and the result.
 * It depends on today's date and the tab's session storage, so the server renders a frame and
 * the browser fills it in.
 */
export function MultiDayBooking(props: MultiDayBookingProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <LoadingFrame texts={props.texts} />;
  return <VehicleLookup {...props} />;
}

function LoadingFrame({ texts }: { texts: RentalCatalog }) {
  const t = texts.multiDayBooking;
  return (
    <>
      <StepGuide current={1} texts={t} />
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>
          <span className={styles.numberPair} aria-hidden="true">
            1–2
          </span>
          {t.calendar.title}
        </h2>
        <LoadingLine text={t.loadingVehicles} />
        <div className={styles.skeleton} aria-hidden="true" />
      </section>
    </>
  );
}

/** The type's vehicles in service: the named one is booked, the others are offered instead. */
export function useStayVehicles(type: VehicleType) {
  return useListVehicles({ type }, { query: { select: (list) => list.items } });
}

function VehicleLookup({ type, vehicleName, texts }: MultiDayBookingProps) {
  const vehicles = useStayVehicles(type);
  const vehicle = vehicles.data?.find((entry) => sameName(entry.name, vehicleName));

  if (vehicles.isError && !vehicles.data) {
    return (
      <div className={styles.unavailable} role="alert">
        <p className={styles.unavailableText}>{texts.hourlyBooking.unavailable.loadError}</p>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => void vehicles.refetch()}
          disabled={vehicles.isFetching}
        >
          {texts.multiDayBooking.calendar.retry}
        </button>
      </div>
    );
  }
  if (!vehicles.data) return <LoadingFrame texts={texts} />;
  if (!vehicle) {
    return (
      <Unavailable type={type} vehicleName={vehicleName} others={vehicles.data} texts={texts} />
    );
  }
  return <StayFlow key={vehicle.id} type={type} vehicle={vehicle} texts={texts} />;
}

/** The named vehicle is not in service: the page says so and links to the others (spec §1). */
function Unavailable({
  type,
  vehicleName,
  others,
  texts,
}: {
  type: VehicleType;
  vehicleName: string;
  others: VehicleDto[];
  texts: RentalCatalog;
}) {
  const t = texts.multiDayBooking.unavailable;
  const lang = texts.lang;
  const plural = texts.vehicleTypes[type].plural;
  return (
    <div className={styles.unavailable} role="status">
      <BoatIcon className={styles.unavailableIcon} />
      <p className={styles.unavailableText}>
        {texts.hourlyBooking.unavailable.vehicle(vehicleName)}
      </p>
      {others.length > 0 ? (
        <>
          <p>{t.others(plural)}</p>
          <ul className={styles.otherVehicles}>
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  className={buttons.secondary}
                  to={rentalPaths.bookByDays(lang, type, other.name)}
                >
                  {other.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t.none(plural)}</p>
      )}
      <Link className={styles.textLink} to={rentalPaths.overview(lang, type)}>
        {texts.hourlyBooking.backToOverview}
      </Link>
    </div>
  );
}

type Coupon =
  { status: 'none' } | { status: 'valid'; code: string; cents: number } | { status: 'invalid' };

/** Thrown to PayPal when the page has already answered (invalid form, refused coupon, …). */
class Handled extends Error {}

function StayFlow({
  type,
  vehicle,
  texts,
}: {
  type: VehicleType;
  vehicle: VehicleDto;
  texts: RentalCatalog;
}) {
  const t = texts.multiDayBooking;
  const lang = texts.lang;
  const staff = useStoredUser() !== null;
  const [today] = useState(() => todayIn(DEFAULT_BUSINESS_TIME_ZONE));
  const currentMonth = monthOf(today);

  // --- The dates: restored per vehicle, kept per vehicle.
  const [selection, dispatch] = useReducer(staySelectionReducer, null, () => {
    const kept = readStaySelection(vehicle.name, today);
    return kept
      ? staySelectionReducer(emptyStaySelection, { type: 'restore', ...kept })
      : emptyStaySelection;
  });
  const { start, end } = selection;
  useEffect(() => writeStaySelection(vehicle.name, { start, end }), [vehicle.name, start, end]);

  // --- The calendar: the visible months in one request, the earlier answer kept while it loads.
  const monthCount = useMonthCount();
  const [firstMonth, setFirstMonth] = useState(currentMonth);
  const calendar = useGetStayCalendar(
    {
      vehicleId: vehicle.id,
      from: firstDayOfMonth(firstMonth),
      to: lastDayOfMonth(addMonths(firstMonth, monthCount - 1)),
    },
    { query: { placeholderData: keepPreviousData, staleTime: CALENDAR_STALE_MS } },
  );
  const days = useMemo(() => stayDaysByDate(calendar.data?.days ?? []), [calendar.data]);
  // Dates kept from an earlier visit may have been booked meanwhile: once the calendar shows
  // them, a range that is no longer free is dropped rather than offered for booking.
  useEffect(() => {
    if (start === null || end === null || !days.has(start) || !days.has(end)) return;
    if (!rangeIsFree(start, end, days, staff)) dispatch({ type: 'reset' });
  }, [days, start, end, staff]);

  // --- Extras, coupon and the server's price.
  const [extras, setExtras] = useState<StayExtra[]>([]);
  const [coupon, setCoupon] = useState<Coupon>({ status: 'none' });
  const form = useStayForm(texts);
  const couponValue = useWatch({ control: form.control, name: 'coupon' }).trim();
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  const couponStatus: CouponStatus =
    coupon.status === 'valid' && coupon.code === couponValue
      ? 'valid'
      : coupon.status === 'invalid' && couponValue === ''
        ? 'invalid'
        : 'none';
  const couponCents = couponStatus === 'valid' && coupon.status === 'valid' ? coupon.cents : 0;
  const quote = useQuoteStay(
    {
      vehicleId: vehicle.id,
      startDay: start ?? today,
      endDay: end ?? today,
      extras,
      ...(couponCents > 0 && { couponCents }),
    },
    { query: { enabled: start !== null && end !== null, placeholderData: keepPreviousData } },
  );
  const dueCents = quote.data?.dueCents;

  // --- Payment: PayPal only where the server has it.
  const payPalConfig = useGetPayPalConfig();
  const payPalEnabled = payPalConfig.data?.enabled === true && !!payPalConfig.data.clientId;
  const payPalUnavailable = payPalConfig.isSuccess && !payPalEnabled;
  const { setValue, getValues } = form;
  useEffect(() => {
    // A PayPal choice kept from earlier cannot stand where PayPal is off.
    if (payPalUnavailable && getValues('paymentMethod') === 'paypal') {
      setValue('paymentMethod', 'bank_transfer');
    }
  }, [payPalUnavailable, getValues, setValue]);
  const payWithPayPal =
    paymentMethod === 'paypal' && payPalEnabled && (dueCents === undefined || dueCents > 0);

  // --- Booking.
  const [result, setResult] = useState<Result | null>(null);
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<CustomerErrors | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const payPalStay = useRef<CreateStayDto | null>(null);
  const payPalHandled = useRef(false);

  // The refused coupon's field takes the focus once the form is unlocked again: while a booking
  // runs its fieldset is disabled, and a disabled field cannot take it.
  const focusCoupon = useRef(false);
  const { setFocus } = form;
  useLayoutEffect(() => {
    if (pending || !focusCoupon.current) return;
    focusCoupon.current = false;
    setFocus('coupon');
  }, [coupon, pending, setFocus]);

  const rejectCoupon = () => {
    setCoupon({ status: 'invalid' });
    setValue('coupon', '');
    clearStayCoupon();
    focusCoupon.current = true;
  };

  /** POST /coupons/check: applied to the price when valid; refused (or unreachable) stops. */
  const couponAccepted = async (values: StayFormValues): Promise<boolean> => {
    const code = values.coupon.trim();
    if (code === '') {
      setCoupon({ status: 'none' });
      return true;
    }
    try {
      const answer = await checkCoupon({ code });
      if (answer.valid) {
        setCoupon({ status: 'valid', code, cents: answer.amountCents });
        return true;
      }
    } catch {
      // A check that failed cannot vouch for the coupon: treated as invalid.
    }
    rejectCoupon();
    return false;
  };

  const finish = (outcome: Result) => {
    if (outcome.kind === 'success') {
      // The coupon is spent and the dates are booked: neither should come back.
      setValue('coupon', '');
      setCoupon({ status: 'none' });
      clearStayAfterBooking(vehicle.name);
      dispatch({ type: 'reset' });
    }
    setResult(outcome);
  };

  const handleFailure = (failure: StayFailure) => {
    switch (failure.kind) {
      case 'couponInvalid':
        rejectCoupon();
        return;
      case 'invalid':
        setServerErrors(failure.fields);
        return;
      default:
        finish(failure);
    }
  };

  const requestOf = (values: StayFormValues): CreateStayDto | null =>
    start && end
      ? toStayRequest(values, lang, { vehicleId: vehicle.id, startDay: start, endDay: end, extras })
      : null;

  const startRequest = () => {
    setNotice(null);
    setServerErrors(null);
  };

  const bookByTransfer = async (values: StayFormValues) => {
    if (payWithPayPal) {
      setNotice(t.payment.usePayPalButton);
      return;
    }
    startRequest();
    setPending(true);
    try {
      if (!(await couponAccepted(values))) return;
      const request = requestOf(values);
      if (!request) return;
      try {
        finish({ kind: 'success', stay: await createStay(request) });
      } catch (error) {
        handleFailure(stayFailureOf(error));
      }
    } finally {
      setPending(false);
    }
  };

  /** PayPal's createOrder: the form, the coupon, then the server's order (or a paid stay). */
  const createOrder = async (): Promise<string> => {
    payPalHandled.current = false;
    startRequest();
    const values = await validStayValues(form);
    const request = values && (await couponAccepted(values)) ? requestOf(values) : null;
    if (!request) {
      payPalHandled.current = true;
      throw new Handled('Nothing to order.');
    }
    payPalStay.current = request;
    let order;
    try {
      order = await createPayPalOrder({ stay: request });
    } catch (error) {
      payPalHandled.current = true;
      handleFailure(stayFailureOf(error, true));
      throw new Handled('The order was refused.');
    }
    if (order.orderId === null) {
      // A coupon paid it all: the stay is confirmed, PayPal has nothing to collect.
      payPalHandled.current = true;
      finish({ kind: 'success', stay: order.stay });
      throw new Handled('Nothing left to pay.');
    }
    return order.orderId;
  };

  const approve = async (orderId: string) => {
    setPending(true);
    try {
      const stay = await capturePayPalOrder(orderId, {
        ...(payPalStay.current && { stay: payPalStay.current }),
      });
      finish({ kind: 'success', stay });
    } catch (error) {
      handleFailure(stayFailureOf(error, true));
    } finally {
      setPending(false);
    }
  };

  // --- Where the page goes next.
  const calendarSection = useRef<HTMLElement>(null);
  const calendarTitle = useRef<HTMLHeadingElement>(null);
  const overviewSection = useRef<HTMLElement>(null);
  const scrollToOverview = useDelayedScroll(OVERVIEW_SCROLL_DELAY_MS);
  const scrollToCalendar = useDelayedScroll(0);

  const choose = (day: Day) => {
    const action: StaySelectionAction = { type: 'click', day, staff, days };
    const next = staySelectionReducer(selection, action);
    if (next === selection) return;
    dispatch(action);
    setNotice(null);
    if (next.start !== null && next.end !== null) scrollToOverview(overviewSection);
  };

  const queryClient = useQueryClient();
  const reloadCalendar = () =>
    void queryClient.invalidateQueries({ queryKey: getGetStayCalendarQueryKey() });
  const backToCalendar = () => {
    setResult(null);
    dispatch({ type: 'reset' });
    reloadCalendar();
    scrollToCalendar(calendarSection, calendarTitle);
  };

  useEffect(() => {
    // A result stands where the form was: the page starts at its top again (spec §9).
    if (result) window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [result]);

  const step = result || pending ? 4 : start && end ? 3 : start ? 2 : 1;
  const overviewTitleId = useId();
  const nights = nightsBetween(start, end);

  if (result) {
    return (
      <>
        <StepGuide current={4} texts={t} />
        <StayResult
          result={result}
          type={type}
          onRefresh={backToCalendar}
          onAnother={backToCalendar}
          onRetry={() => setResult(null)}
          refreshing={calendar.isFetching}
          texts={texts}
        />
      </>
    );
  }

  return (
    <>
      <StepGuide current={step} texts={t} />
      <section ref={calendarSection} className={styles.card} aria-labelledby="stay-calendar-title">
        <h2 id="stay-calendar-title" ref={calendarTitle} tabIndex={-1} className={styles.cardTitle}>
          <span className={styles.numberPair} aria-hidden="true">
            1–2
          </span>
          {t.calendar.title}
        </h2>
        <p className={styles.lead}>{t.calendar.lead}</p>
        {calendar.isError && !calendar.data ? (
          <div className={styles.loadError} role="alert">
            <p>{t.calendar.loadError}</p>
            <button
              type="button"
              className={buttons.primary}
              onClick={() => void calendar.refetch()}
              disabled={calendar.isFetching}
            >
              {calendar.isFetching && <span className={buttons.spinner} aria-hidden="true" />}
              {t.calendar.retry}
            </button>
          </div>
        ) : (
          <>
            {(calendar.isPending || calendar.isPlaceholderData) && (
              <LoadingLine text={t.calendar.loading} />
            )}
            <StayCalendar
              firstMonth={firstMonth}
              monthCount={monthCount}
              onFirstMonthChange={(month) =>
                setFirstMonth(month < currentMonth ? currentMonth : month)
              }
              currentMonth={currentMonth}
              days={days}
              loading={calendar.isFetching}
              selection={selection}
              staff={staff}
              onChoose={choose}
              lang={lang}
              texts={t.calendar.texts}
              today={today}
            />
          </>
        )}
        {start && !end && <p className={styles.hint}>{t.calendar.chooseEnd}</p>}
      </section>

      {start && end && nights !== null && (
        <section
          ref={overviewSection}
          className={styles.overview}
          aria-labelledby={overviewTitleId}
        >
          <h2 id={overviewTitleId} className={styles.overviewTitle}>
            <span className={styles.number} aria-hidden="true">
              3
            </span>
            {t.overview.title}
          </h2>
          <div className={styles.overviewGrid}>
            <div className={styles.card}>
              <StayOverview
                vehicle={vehicle}
                start={start}
                end={end}
                nights={nights}
                offer={quote.data}
                extras={extras}
                onToggleExtra={(extra) =>
                  setExtras((chosen) =>
                    chosen.includes(extra)
                      ? chosen.filter((entry) => entry !== extra)
                      : [...chosen, extra],
                  )
                }
                onChangeDates={() => scrollToCalendar(calendarSection, calendarTitle)}
                locked={pending}
                price={
                  <StayPrice
                    quote={{
                      data: quote.data,
                      pending: quote.isPending,
                      failed: quote.isError,
                      updating: quote.isPlaceholderData,
                      onRetry: () => void quote.refetch(),
                    }}
                    texts={texts}
                  />
                }
                texts={texts}
              />
            </div>
            <div className={cx(styles.card, styles.formCard)}>
              <h3 className={styles.formTitle}>
                <span className={styles.number} aria-hidden="true">
                  4
                </span>
                {t.form.title}
              </h3>
              <StayCustomerForm
                form={form}
                texts={texts}
                locked={pending}
                serverErrors={serverErrors}
                payPalEnabled={payPalEnabled}
                payPalUnavailable={payPalUnavailable}
                couponStatus={couponStatus}
                onValid={(values) => void bookByTransfer(values)}
                notice={notice}
                actions={
                  payWithPayPal && payPalConfig.data?.clientId ? (
                    <div className={styles.payPal}>
                      <p className={styles.payPalLead}>{t.payment.payPalLead}</p>
                      <PayPalButton
                        clientId={payPalConfig.data.clientId}
                        currency={payPalConfig.data.currency}
                        createOrder={createOrder}
                        onApprove={approve}
                        onError={() => {
                          if (!payPalHandled.current) finish({ kind: 'payPalFailed' });
                        }}
                        onCancel={() => setNotice(t.payment.payPalCancelled)}
                        texts={{
                          loading: t.payment.payPalLoading,
                          loadError: t.payment.payPalLoadError,
                          retry: t.payment.payPalRetry,
                        }}
                      />
                      {pending && <LoadingLine text={t.payment.sending} />}
                    </div>
                  ) : (
                    <button type="submit" className={styles.submit} disabled={pending}>
                      {pending && <span className={buttons.spinner} aria-hidden="true" />}
                      {pending ? t.payment.sending : t.payment.submit}
                    </button>
                  )
                }
              />
            </div>
          </div>
        </section>
      )}
    </>
  );
}
