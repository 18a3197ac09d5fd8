/**
 * The cash register's modes and steps (spec §2 "Cash register page"): the menu's popup opens
 * the page with navigation state `{ mode }`; the steps follow from the mode.
 */

export const REGISTER_MODES = ['booking', 'booking_and_products', 'coupons', 'products'] as const;
export type RegisterMode = (typeof REGISTER_MODES)[number];

export type RegisterStep = 'select_booking' | 'select_coupon' | 'select_products' | 'checkout';

export function isRegisterMode(value: unknown): value is RegisterMode {
  return typeof value === 'string' && (REGISTER_MODES as readonly string[]).includes(value);
}

/** The mode in a location's state (`navigate(path, { state: { mode } })`), or null. */
export function modeOfState(state: unknown): RegisterMode | null {
  if (typeof state !== 'object' || state === null) return null;
  const mode = (state as { mode?: unknown }).mode;
  return isRegisterMode(mode) ? mode : null;
}

const STEPS: Record<RegisterMode, readonly RegisterStep[]> = {
  booking: ['select_booking', 'checkout'],
  booking_and_products: ['select_booking', 'select_products', 'checkout'],
  coupons: ['select_coupon', 'checkout'],
  products: ['select_products', 'checkout'],
};

export function stepsOf(mode: RegisterMode): readonly RegisterStep[] {
  return STEPS[mode];
}

export function firstStep(mode: RegisterMode): RegisterStep {
  return STEPS[mode][0]!;
}

/** The step after `step`, or null at the last one. */
export function nextStep(mode: RegisterMode, step: RegisterStep): RegisterStep | null {
  const steps = STEPS[mode];
  return steps[steps.indexOf(step) + 1] ?? null;
}

/** The step before `step`, or null at the first one (then the way back is the main menu). */
export function previousStep(mode: RegisterMode, step: RegisterStep): RegisterStep | null {
  const steps = STEPS[mode];
  const index = steps.indexOf(step);
  return index > 0 ? steps[index - 1]! : null;
}

/** Whether the mode sells products, settles a booking, or sells a gift coupon. */
export const modeSells = (mode: RegisterMode) => ({
  booking: mode === 'booking' || mode === 'booking_and_products',
  coupon: mode === 'coupons',
  products: mode === 'booking_and_products' || mode === 'products',
});
