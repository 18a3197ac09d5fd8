import {
  createCheckout,
  getCreateCheckoutMutationKey,
  getListOpenItemsQueryKey,
  getListOpenItemsQueryOptions,
} from '@showcase/contracts/generated/endpoints/cashregister/cashregister';
import { useCheckCoupon } from '@showcase/contracts/generated/endpoints/coupons/coupons';
import { getListProductsQueryOptions } from '@showcase/contracts/generated/endpoints/products/products';
import type { CheckoutInputDto } from '@showcase/contracts/generated/model/checkoutInputDto';
import type { CheckoutResultDto } from '@showcase/contracts/generated/model/checkoutResultDto';
import type { ProductType } from '@showcase/contracts/generated/model/productType';
import type { RegisterBookingDto } from '@showcase/contracts/generated/model/registerBookingDto';
import type { RegisterTender } from '@showcase/contracts/generated/model/registerTender';
import type { UnpaidCouponDto } from '@showcase/contracts/generated/model/unpaidCouponDto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import buttons from '../../components/buttons.module.css';
import { StatusNote, type NoteTone } from '../../components/StatusNote';
import { rentalPaths } from '../../rental-paths';
import type { Day } from '../hourly-booking/booking-dates';
import { businessToday } from '../staff-shell/selected-day';
import { wasSimulated } from '../staff-shell/simulated-cache';
import { DemoSavedNothingNote, StaffPage } from '../staff-shell/StaffPage';
import { BookingStep } from './BookingStep';
import { CartPanel } from './CartPanel';
import { cashRegisterTexts } from './cash-register-texts';
import {
  addToCart,
  cartItemsInput,
  reconcileCart,
  removeFromCart,
  saleTotals,
  type Cart,
  type ReconciledCart,
  type SellableProduct,
} from './cart-rules';
import { describeCheckoutFailure, type CheckoutFailure } from './checkout-failure';
import { CheckoutStep, readReceived } from './CheckoutStep';
import { appliedBalance, NO_COUPON, type CouponState } from './coupon-state';
import { CouponStep } from './CouponStep';
import { useIdempotencyKey } from './idempotency-key';
import { ModeChooser } from './ModeChooser';
import { ProductsStep } from './ProductsStep';
import { applyCheckoutResult } from './register-cache';
import { RegisterIcon } from './RegisterIcons';
import {
  firstStep,
  modeOfState,
  modeSells,
  nextStep,
  previousStep,
  type RegisterMode,
  type RegisterStep,
} from './register-steps';
import { registerTimings } from './register-timings';
import { StepBar } from './StepBar';
import { SuccessPanel } from './SuccessPanel';
import { readTimetableMode, storeTimetableMode, type TimetableMode } from './timetable';
import { usePausableTimeout } from './use-pausable-timeout';
import styles from './CashRegister.module.css';

const t = cashRegisterTexts;

/**
 * /Kassensystem (spec §2 "Cash register page", §4, §8, §9): the mode comes from the menu's
 * popup as navigation state `{ mode }`; opened without one (a reload, a bookmark), the page asks
 * for it itself.
 */
export function CashRegister() {
  const location = useLocation();
  const navigate = useNavigate();
  const mode = modeOfState(location.state);
  // Chosen on this page: the button pressed is gone, so the first step takes the focus.
  const [chosenHere, setChosenHere] = useState(false);

  const choose = (next: RegisterMode | null) => {
    setChosenHere(true);
    void navigate(rentalPaths.cashRegister, { replace: true, state: next ? { mode: next } : null });
  };

  if (!mode) {
    return (
      <StaffPage title={t.title} lead={t.leads.chooser}>
        <ModeChooser onChoose={choose} />
      </StaffPage>
    );
  }
  return (
    <RegisterSale key={mode} mode={mode} autoFocus={chosenHere} onChangeMode={() => choose(null)} />
  );
}

interface Notice {
  /** A new notice restarts its timer, also when the words repeat. */
  id: number;
  tone: NoteTone;
  lines: string[];
  simulated?: boolean;
}

interface RegisterSaleProps {
  mode: RegisterMode;
  autoFocus: boolean;
  onChangeMode: () => void;
}

let noticeCount = 0;

/** One sale: the mode's steps from choosing what is paid to the registered payment. */
function RegisterSale({ mode, autoFocus, onChangeMode }: RegisterSaleProps) {
  const sells = modeSells(mode);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keys = useIdempotencyKey();
  const checkCoupon = useCheckCoupon();
  const checkout = useMutation({
    mutationKey: getCreateCheckoutMutationKey(),
    // The generated call, with the attempt's key as the header the API requires.
    mutationFn: ({ input, key }: { input: CheckoutInputDto; key: string }) =>
      createCheckout(input, { headers: { 'Idempotency-Key': key } }),
  });

  const [step, setStep] = useState<RegisterStep>(() => firstStep(mode));
  const [focusStep, setFocusStep] = useState(autoFocus ? 1 : 0);
  const [day, setDay] = useState<Day>(() => businessToday());
  const [timetable, setTimetable] = useState<TimetableMode>(() => readTimetableMode());
  const [booking, setBooking] = useState<RegisterBookingDto | null>(null);
  const [soldCoupon, setSoldCoupon] = useState<UnpaidCouponDto | null>(null);
  const [cart, setCart] = useState<Cart>([]);
  const [category, setCategory] = useState<ProductType>('drinks');
  const [couponText, setCouponText] = useState('');
  const [coupon, setCoupon] = useState<CouponState>(NO_COUPON);
  const [method, setMethod] = useState<RegisterTender>('cash');
  const [receivedText, setReceivedText] = useState('');
  const [showReceivedError, setShowReceivedError] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** Why the last checkout failed, kept after the red note has gone until the next try. */
  const [hint, setHint] = useState<string | null>(null);
  const [done, setDone] = useState<CheckoutResultDto | null>(null);
  const [paused, setPaused] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const receivedRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLDivElement>(null);

  const totals = saleTotals(
    {
      bookingCents: booking?.dueCents ?? 0,
      soldCouponCents: soldCoupon?.amountCents ?? 0,
      cart,
    },
    appliedBalance(coupon),
  );

  // A new step's heading takes the focus: the button that led there may be gone.
  useEffect(() => {
    if (focusStep > 0) headingRef.current?.focus();
  }, [focusStep]);

  // The answer sits above the steps, the button may be at the screen's foot: bring it in view.
  useEffect(() => {
    if (notice) noteRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);

  // Spec §8: a failure shows about 3 s.
  useEffect(() => {
    if (notice?.tone !== 'failure') return;
    const timer = setTimeout(() => setNotice(null), registerTimings.failureNoteMs);
    return () => clearTimeout(timer);
  }, [notice]);

  // Spec §4: the success note about 3 s, the main menu after about 3.8 s; both wait while the
  // cashier is at the receipt.
  usePausableTimeout(
    () =>
      setNotice((current) => (current?.tone === 'success' ? { ...current, lines: [] } : current)),
    registerTimings.successNoteMs,
    done === null || paused,
  );
  usePausableTimeout(
    () => void navigate(rentalPaths.staffArea),
    registerTimings.menuRedirectMs,
    done === null || paused,
  );

  const go = (next: RegisterStep) => {
    setStep(next);
    setFocusStep((count) => count + 1);
  };

  const changeDay = (next: Day) => setDay(next);

  const changeTimetable = (next: TimetableMode) => {
    setTimetable(next);
    storeTimetableMode(next);
  };

  const chooseBooking = (chosen: RegisterBookingDto) => {
    setBooking(chosen);
    setHint(null);
    go(nextStep(mode, 'select_booking') ?? 'checkout');
  };

  const chooseCoupon = (chosen: UnpaidCouponDto) => {
    setSoldCoupon(chosen);
    setHint(null);
    go('checkout');
  };

  const add = (product: SellableProduct) => setCart((current) => addToCart(current, product));
  const remove = (productId: string) => setCart((current) => removeFromCart(current, productId));

  const changeCouponText = (text: string) => {
    setCouponText(text);
    // A changed code is no longer the checked one.
    setCoupon(NO_COUPON);
  };

  const runCouponCheck = async (code: string) => {
    setCoupon({ status: 'checking', code });
    let next: CouponState;
    try {
      const result = await checkCoupon.mutateAsync({ data: { code } });
      next =
        result.valid && result.amountCents > 0
          ? { status: 'applied', code, balanceCents: result.amountCents }
          : { status: 'invalid', code };
    } catch {
      next = { status: 'failed', code };
    }
    // Only the answer to the code still in the field counts.
    setCoupon((current) =>
      current.status === 'checking' && current.code === code ? next : current,
    );
  };

  const onCheckCoupon = () => {
    const code = couponText.trim();
    if (code === '') setCoupon({ status: 'missing' });
    else void runCouponCheck(code);
  };

  /** Loads the cart's categories afresh and fits the cart to them. */
  const reloadCart = async (): Promise<ReconciledCart | null> => {
    const types = new Set(cart.map((line) => line.product.type));
    try {
      const lists = await Promise.all(
        [...types].map((type) =>
          queryClient.fetchQuery({ ...getListProductsQueryOptions({ type }), staleTime: 0 }),
        ),
      );
      return reconcileCart(
        cart,
        lists.flatMap((list) => list.items),
        types,
      );
    } catch {
      return null;
    }
  };

  /** The chosen booking or coupon as the server has it now; false when it is no longer open. */
  const reloadSelection = async (): Promise<boolean> => {
    void queryClient.invalidateQueries({ queryKey: getListOpenItemsQueryKey() });
    if (!booking && !soldCoupon) return true;
    try {
      const fresh = await queryClient.fetchQuery({
        ...getListOpenItemsQueryOptions({ day }),
        staleTime: 0,
      });
      if (booking) {
        const now = fresh.bookings.find((each) => each.id === booking.id);
        if (!now) return false;
        setBooking(now);
      }
      if (soldCoupon) {
        const now = fresh.coupons.find((each) => each.id === soldCoupon.id);
        if (!now) return false;
        setSoldCoupon(now);
      }
    } catch {
      // Unknown: keep what is shown; the next try will tell.
    }
    return true;
  };

  const failed = async (error: unknown, input: CheckoutInputDto) => {
    const failure: CheckoutFailure = describeCheckoutFailure(error);
    if (!failure.keepKey) keys.forget();
    let note = failure.note;
    let soldOut = failure.soldOutItems
      .map((index) => input.items?.[index]?.productId)
      .map((id) => cart.find((line) => line.product.id === id)?.product.name)
      .filter((name): name is string => name !== undefined);

    if (failure.couponGone) {
      setCoupon((current) =>
        current.status === 'applied' ? { status: 'invalid', code: current.code } : current,
      );
    }
    if (failure.reload.products && cart.length > 0) {
      const reconciled = await reloadCart();
      if (reconciled) {
        setCart(reconciled.cart);
        soldOut = [...new Set([...soldOut, ...reconciled.reduced])];
      }
    }
    let selectionGone = failure.selectionGone;
    if (failure.reload.openItems && !selectionGone) selectionGone = !(await reloadSelection());
    else if (failure.reload.openItems) void reloadSelection();
    // The coupon's balance may have moved too: ask again what it pays now.
    if (note === 'totalChanged' && coupon.status === 'applied') void runCouponCheck(coupon.code);

    if (selectionGone) {
      if (note !== 'bookingCancelled' && note !== 'couponSold') {
        note = sells.coupon ? 'couponSold' : 'bookingPaid';
      }
      setBooking(null);
      setSoldCoupon(null);
      go(firstStep(mode));
    }

    const reason =
      note === 'outOfStock'
        ? soldOut.length > 0
          ? t.outcome.notes.outOfStock(soldOut.join(', '))
          : t.outcome.notes.outOfStockUnknown
        : t.outcome.notes[note];
    noticeCount += 1;
    setNotice({ id: noticeCount, tone: 'failure', lines: [t.outcome.failure, reason] });
    setHint(note === 'failed' ? null : reason);
  };

  const takesCash = method === 'cash' && totals.totalCents > 0;

  const submit = async () => {
    const received = readReceived(receivedText, totals.totalCents);
    if (takesCash && (received.kind === 'invalid' || received.kind === 'tooLittle')) {
      setShowReceivedError(true);
      receivedRef.current?.focus();
      return;
    }
    const input: CheckoutInputDto = {
      ...(booking && { bookingId: booking.id }),
      ...(soldCoupon && { soldCouponId: soldCoupon.id }),
      ...(cart.length > 0 && { items: cartItemsInput(cart) }),
      ...(coupon.status === 'applied' && totals.couponCents > 0 && { couponCode: coupon.code }),
      paymentMethod: method,
      ...(takesCash && received.kind === 'ok' && { receivedCents: received.cents }),
      // The total the cashier saw: a price changed meanwhile is refused, not charged.
      expectedTotalCents: totals.totalCents,
    };
    setNotice(null);
    setHint(null);
    try {
      const result = await checkout.mutateAsync({ input, key: keys.keyFor(input) });
      keys.forget();
      noticeCount += 1;
      setNotice({
        id: noticeCount,
        tone: 'success',
        lines: [t.outcome.success],
        simulated: wasSimulated(result),
      });
      setDone(result);
      await applyCheckoutResult(queryClient, result, input);
    } catch (error) {
      await failed(error, input);
    }
  };

  const previous = previousStep(mode, step);
  const forward: (() => void) | null =
    step === 'select_booking' && booking
      ? () => go(nextStep(mode, step) ?? 'checkout')
      : step === 'select_coupon' && soldCoupon
        ? () => go('checkout')
        : null;
  const canCheckout = booking !== null || soldCoupon !== null || cart.length > 0;

  const navigation = (
    <div className={styles.stepButtons}>
      {previous ? (
        <button type="button" className={styles.backButton} onClick={() => go(previous)}>
          <RegisterIcon name="back" className={styles.buttonIcon} />
          {t.steps.back}
        </button>
      ) : (
        <Link className={styles.backButton} to={rentalPaths.staffArea}>
          <RegisterIcon name="back" className={styles.buttonIcon} />
          {t.steps.back}
        </Link>
      )}
      {forward && (
        <button type="button" className={buttons.primary} onClick={forward}>
          {t.steps.next}
          <RegisterIcon name="next" className={styles.buttonIcon} />
        </button>
      )}
    </div>
  );

  const stepContent = () => {
    switch (step) {
      case 'select_booking':
        return (
          <BookingStep
            day={day}
            onDayChange={changeDay}
            timetable={timetable}
            onTimetableChange={changeTimetable}
            selectedId={booking?.id ?? null}
            onChoose={chooseBooking}
            headingRef={headingRef}
            navigation={navigation}
          />
        );
      case 'select_coupon':
        return (
          <CouponStep
            day={day}
            selectedId={soldCoupon?.id ?? null}
            onChoose={chooseCoupon}
            headingRef={headingRef}
            navigation={navigation}
          />
        );
      case 'select_products':
        return (
          <div className={styles.sale}>
            <ProductsStep
              category={category}
              onCategoryChange={setCategory}
              cart={cart}
              onAdd={add}
              headingRef={headingRef}
              navigation={navigation}
            />
            <CartPanel
              cart={cart}
              booking={booking}
              totalCents={totals.subtotalCents}
              onAdd={add}
              onRemove={remove}
              onCheckout={canCheckout ? () => go('checkout') : null}
            />
          </div>
        );
      case 'checkout':
        return (
          <CheckoutStep
            booking={booking}
            soldCoupon={soldCoupon}
            cart={cart}
            totals={totals}
            couponAllowed={!sells.coupon}
            couponText={couponText}
            onCouponText={changeCouponText}
            coupon={coupon}
            onCheckCoupon={onCheckCoupon}
            onRemoveCoupon={() => {
              setCouponText('');
              setCoupon(NO_COUPON);
            }}
            method={method}
            onMethod={setMethod}
            receivedText={receivedText}
            onReceivedText={(text) => {
              setReceivedText(text);
              setShowReceivedError(false);
            }}
            showReceivedError={showReceivedError}
            sending={checkout.isPending}
            onSubmit={() => void submit()}
            headingRef={headingRef}
            receivedRef={receivedRef}
            navigation={navigation}
          />
        );
    }
  };

  return (
    <StaffPage
      title={t.title}
      lead={t.leads[mode]}
      actions={
        done ? undefined : (
          <button type="button" className={buttons.secondary} onClick={onChangeMode}>
            {t.modes.change}
          </button>
        )
      }
    >
      <StepBar mode={mode} step={step} />

      <div ref={noteRef} className={styles.notes}>
        <StatusNote tone={notice?.tone ?? 'info'}>
          {notice && notice.lines.length > 0
            ? notice.lines.map((line) => <span key={line}>{line}</span>)
            : null}
        </StatusNote>
        {notice?.simulated && <DemoSavedNothingNote />}
        {hint && notice?.tone !== 'failure' && <p className={styles.hintNote}>{hint}</p>}
      </div>

      {done ? <SuccessPanel result={done} paused={paused} onPause={setPaused} /> : stepContent()}
    </StaffPage>
  );
}
