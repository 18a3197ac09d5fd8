import type { CheckoutInputDto } from '@showcase/contracts/generated/model/checkoutInputDto';
import type { CheckoutResultDto } from '@showcase/contracts/generated/model/checkoutResultDto';
import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import type { RegisterBookingDto } from '@showcase/contracts/generated/model/registerBookingDto';
import type { UnpaidCouponDto } from '@showcase/contracts/generated/model/unpaidCouponDto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type DefaultBodyType, type StrictResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../routes';
import { advanceBy, settleUntil } from '../../../testing/fake-time';
import { server } from '../../../testing/msw-server';
import { problemResponse } from '../../../testing/problem-response';
import { renderSite } from '../../../testing/render';
import {
  checkoutResult,
  registerBooking,
  registerProduct,
  unpaidCoupon,
} from '../../../testing/staff-fixtures';
import { adminProfile } from '../../../testing/staff-profiles';
import { setupUser, type User } from '../../../testing/user';
import { storeUser } from '../features/auth/stored-user';
import { cashRegisterTexts as t } from '../features/cash-register/cash-register-texts';
import type { RegisterMode } from '../features/cash-register/register-steps';
import { TIMETABLE_MODE_KEY } from '../features/cash-register/timetable';
import { DEMO_NOTHING_SAVED } from '../features/staff-shell/StaffPage';
import { rentalPaths } from '../rental-paths';

const PATH = rentalPaths.cashRegister;
const DAY = '2030-07-12';
/** 09:00 in Berlin on DAY. */
const NOW = new Date('2030-07-12T07:00:00.000Z');

const seestern = registerBooking({
  id: 'b-seestern',
  vehicleName: 'Seestern',
  customerName: 'Jonas Berg',
  // 10:00–12:00
  startsAt: '2030-07-12T08:00:00.000Z',
  endsAt: '2030-07-12T10:00:00.000Z',
  dueCents: 9000,
});
const moewe = registerBooking({
  id: 'b-moewe',
  vehicleName: 'Möwe',
  customerName: 'Lena Kurz',
  // 09:00–14:00, its end has passed unpaid
  startsAt: '2030-07-12T07:00:00.000Z',
  endsAt: '2030-07-12T12:00:00.000Z',
  hours: 5,
  dueCents: 20_000,
  unpaidAfterEnd: true,
});
const greta = unpaidCoupon({ id: 'c-greta', buyerName: 'Greta Gutschein', amountCents: 5000 });

const cola = registerProduct({
  id: 'p-cola',
  name: 'Cola 0,33 l',
  priceCents: 280,
  actualStock: 2,
  targetStock: 24,
});
const schorle = registerProduct({
  id: 'p-schorle',
  name: 'Apfelschorle 0,5 l',
  priceCents: 300,
  actualStock: 22,
  targetStock: 36,
});
const longName = registerProduct({
  id: 'p-long',
  name: 'Holunderblütenlimo',
  priceCents: 350,
  actualStock: 5,
  targetStock: null,
});
const tank = registerProduct({
  id: 'p-tank',
  type: 'services',
  name: 'Tankfüllung Boot',
  priceCents: 3500,
  actualStock: null,
  targetStock: null,
});

interface Checkout {
  body: CheckoutInputDto;
  key: string | null;
}

interface Api {
  openItemDays: string[];
  couponChecks: string[];
  checkouts: Checkout[];
  /** What the server holds now (tests change it to stand for another cashier). */
  state: { bookings: RegisterBookingDto[]; coupons: UnpaidCouponDto[]; products: ProductDto[] };
}

type Answer = (checkout: Checkout, count: number) => StrictResponse<DefaultBodyType> | Response;

const COUPONS: Record<string, number> = { 'GUT-20': 2000, 'GUT-500': 50_000 };

function fakeApi(
  options: {
    bookings?: RegisterBookingDto[];
    coupons?: UnpaidCouponDto[];
    products?: ProductDto[];
    blocked?: boolean;
    checkout?: Answer;
  } = {},
): Api {
  const api: Api = {
    openItemDays: [],
    couponChecks: [],
    checkouts: [],
    state: {
      bookings: options.bookings ?? [seestern, moewe],
      coupons: options.coupons ?? [greta],
      products: options.products ?? [cola, schorle, longName, tank],
    },
  };
  server.use(
    http.get('*/api/v1/cashregister/open-items', ({ request }) => {
      const day = new URL(request.url).searchParams.get('day') ?? '';
      api.openItemDays.push(day);
      return HttpResponse.json({
        day,
        blocked: options.blocked ?? false,
        bookings: api.state.bookings,
        coupons: api.state.coupons,
      });
    }),
    http.get('*/api/v1/products', ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      return HttpResponse.json({ items: api.state.products.filter((each) => each.type === type) });
    }),
    http.post('*/api/v1/coupons/check', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      api.couponChecks.push(code);
      const balance = COUPONS[code];
      return HttpResponse.json({ valid: balance !== undefined, amountCents: balance ?? 0 });
    }),
    http.post('*/api/v1/cashregister/checkouts', async ({ request }) => {
      const checkout = {
        body: (await request.json()) as CheckoutInputDto,
        key: request.headers.get('idempotency-key'),
      };
      api.checkouts.push(checkout);
      if (options.checkout) return options.checkout(checkout, api.checkouts.length);
      return HttpResponse.json(success(checkout.body));
    }),
  );
  return api;
}

/** The server's answer to a checkout of `body`, figures computed like the API does. */
function success(body: CheckoutInputDto, overrides: Partial<CheckoutResultDto> = {}) {
  const total = body.expectedTotalCents ?? 0;
  return checkoutResult(
    {
      paymentMethod: body.paymentMethod,
      incomeCents: total,
      receivedCents: body.receivedCents ?? null,
      changeCents: body.receivedCents === undefined ? null : body.receivedCents - total,
    },
    overrides,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  storeUser(adminProfile);
});

/** Opens the register as the menu's popup does: with `{ mode }` as navigation state. */
async function openRegister(mode?: RegisterMode) {
  const rendered = renderSite(rentalRoutes, PATH);
  if (mode) await act(() => rendered.router.navigate(PATH, { state: { mode } }));
  const user = setupUser();
  return { ...rendered, user };
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** A product tile of the shown category (the cart's buttons name the products too). */
function tile(name: string): HTMLElement {
  return within(screen.getByRole('tabpanel')).getByRole('button', { name: new RegExp(`^${name}`) });
}

function cart(): HTMLElement {
  return screen.getByRole('complementary', { name: /Warenkorb/ });
}

async function addProducts(user: User, ...names: string[]) {
  for (const name of names) await user.click(tile(name));
}

async function chooseBooking(user: User, vehicle: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${vehicle}`) }));
}

const totalLine = () => screen.getByText(t.summary.total).closest('p')!;

describe('CashRegisterPage: modes and first steps', () => {
  it.each([
    ['booking', t.steps.names.select_booking],
    ['booking_and_products', t.steps.names.select_booking],
    ['coupons', t.steps.names.select_coupon],
    ['products', t.steps.names.select_products],
  ] as const)('mode %s starts with %s', async (mode, first) => {
    fakeApi();
    await openRegister(mode);

    expect(await stepHeading(first)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Kassensystem' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: t.steps.nav });
    expect(within(steps).getByText(first).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(document.title).toBe('Kassensystem – RentalRevolution');
  });

  it('asks for the mode when opened without one, and goes on from the choice', async () => {
    fakeApi();
    const { user, router } = await openRegister();

    expect(await stepHeading(t.modes.title)).toBeInTheDocument();
    for (const mode of ['Buchung', 'Buchung und Produkte', 'Gutschein', 'Produkte']) {
      expect(screen.getByRole('button', { name: mode })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Gutschein' }));

    expect(await stepHeading(t.steps.names.select_coupon)).toHaveFocus();
    expect(router.state.location.state).toEqual({ mode: 'coupons' });

    // The other way round: back to the choice.
    await user.click(screen.getByRole('button', { name: t.modes.change }));
    expect(await stepHeading(t.modes.title)).toBeInTheDocument();
  });

  it('leads back to the main menu from the first step', async () => {
    fakeApi();
    const { user, router } = await openRegister('booking');
    const heading = await stepHeading(t.steps.names.select_booking);

    await user.click(within(heading.parentElement!).getByRole('link', { name: t.steps.back }));

    await waitFor(() => expect(router.state.location.pathname).toBe(rentalPaths.staffArea));
  });
});

describe('CashRegisterPage: select_booking', () => {
  const groupTitles = () =>
    screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);

  it('lists the day’s unpaid bookings by return time (Ankunft) or start (Abfahrt), kept for the tab', async () => {
    const api = fakeApi();
    const { user, unmount } = await openRegister('booking');

    await screen.findByRole('button', { name: /^Seestern/ });
    expect(api.openItemDays).toEqual([DAY]);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Freitag, 12.07.2030' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 unbezahlte Buchungen')).toBeInTheDocument();
    // Ankunft by default: grouped by the end.
    expect(screen.getByRole('radio', { name: /Ankunft/ })).toBeChecked();
    expect(groupTitles()).toEqual(['um 12:00 Uhr', 'um 14:00 Uhr']);

    const seesternCard = screen.getByRole('button', { name: /^Seestern/ });
    expect(seesternCard).toHaveTextContent('Jonas Berg');
    expect(seesternCard).toHaveTextContent('Abfahrt um 10:00 Uhr');
    expect(seesternCard).toHaveTextContent('Rückgabe um 12:00 Uhr');
    expect(seesternCard).toHaveTextContent('2 Std.');
    expect(seesternCard).toHaveTextContent(/90,00\s€/);
    expect(seesternCard).not.toHaveTextContent(t.bookings.unpaid);
    expect(screen.getByRole('button', { name: /^Möwe/ })).toHaveTextContent(t.bookings.unpaid);

    await user.click(screen.getByRole('radio', { name: /Abfahrt/ }));
    expect(groupTitles()).toEqual(['um 09:00 Uhr', 'um 10:00 Uhr']);
    expect(sessionStorage.getItem(TIMETABLE_MODE_KEY)).toBe('departure');

    // Opened again in this tab: Abfahrt still.
    unmount();
    await openRegister('booking');
    await screen.findByRole('button', { name: /^Seestern/ });
    expect(screen.getByRole('radio', { name: /Abfahrt/ })).toBeChecked();
    expect(groupTitles()).toEqual(['um 09:00 Uhr', 'um 10:00 Uhr']);
  });

  it('says so for a day without unpaid bookings, and shows a blocked day', async () => {
    const api = fakeApi({ bookings: [], blocked: true });
    const { user } = await openRegister('booking');

    expect(await screen.findByText(t.bookings.empty)).toBeInTheDocument();
    expect(
      screen.getByText(/An diesem Tag sind keine neuen Buchungen möglich/),
    ).toBeInTheDocument();

    // Another day through the picker.
    await user.click(screen.getByRole('button', { name: /Nächster Tag/ }));
    await waitFor(() => expect(api.openItemDays).toEqual([DAY, '2030-07-13']));
  });

  it('shows a failed list with a retry', async () => {
    fakeApi();
    let calls = 0;
    server.use(
      http.get('*/api/v1/cashregister/open-items', () => {
        calls += 1;
        return calls === 1
          ? problemResponse(503, 'DB_UNAVAILABLE')
          : HttpResponse.json({ day: DAY, blocked: false, bookings: [seestern], coupons: [] });
      }),
    );
    const { user } = await openRegister('booking');

    expect(await screen.findByText(t.bookings.failed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.bookings.retry }));
    expect(await screen.findByRole('button', { name: /^Seestern/ })).toBeInTheDocument();
  });

  it('booking mode goes from the chosen booking straight to the checkout, and back', async () => {
    fakeApi();
    const { user } = await openRegister('booking');
    await chooseBooking(user, 'Seestern');

    expect(await stepHeading(t.steps.names.checkout)).toHaveFocus();
    expect(screen.getByText('Buchung Seestern')).toBeInTheDocument();
    expect(totalLine()).toHaveTextContent(/90,00\s€/);

    await user.click(screen.getByRole('button', { name: t.steps.back }));
    expect(await stepHeading(t.steps.names.select_booking)).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Seestern/ })).toHaveTextContent(t.selected);
    await user.click(screen.getByRole('button', { name: t.steps.next }));
    expect(await stepHeading(t.steps.names.checkout)).toBeInTheDocument();
  });
});

describe('CashRegisterPage: select_coupon', () => {
  it('lists the unpaid coupons with buyer, e-mail, date and amount', async () => {
    fakeApi();
    const { user } = await openRegister('coupons');

    const card = await screen.findByRole('button', { name: /^Greta Gutschein/ });
    expect(card).toHaveTextContent('greta@example.com');
    expect(card).toHaveTextContent('bestellt am 02.07.2030');
    expect(card).toHaveTextContent(/50,00\s€/);

    await user.click(card);
    expect(await stepHeading(t.steps.names.checkout)).toBeInTheDocument();
    expect(screen.getByText('Gutschein von Greta Gutschein')).toBeInTheDocument();
    // A coupon is not paid with a coupon.
    expect(screen.queryByLabelText(/Gutscheincode/)).not.toBeInTheDocument();
  });

  it('says so when no coupon waits for its money', async () => {
    fakeApi({ coupons: [] });
    await openRegister('coupons');
    expect(await screen.findByText(t.coupons.empty)).toBeInTheDocument();
  });
});

describe('CashRegisterPage: select_products and the cart', () => {
  it('takes the shown stock down with each piece and gives it back, a line at 0 disappears', async () => {
    fakeApi();
    const { user } = await openRegister('products');
    await screen.findByRole('button', { name: /^Cola 0,33 l/ });

    expect(tile('Cola 0,33 l')).toHaveTextContent('Bestand 2');
    // No target stock: no stock shown.
    expect(tile('Holunderblütenlimo')).not.toHaveTextContent('Bestand');
    expect(screen.getByRole('button', { name: /^Zur Kasse/ })).toBeDisabled();

    await addProducts(user, 'Cola 0,33 l');
    expect(tile('Cola 0,33 l')).toHaveTextContent('Bestand 1');
    expect(within(cart()).getByText('Cola 0,33 l')).toBeInTheDocument();
    expect(within(cart()).getByText(/Summe/).closest('p')).toHaveTextContent(/2,80\s€/);

    await addProducts(user, 'Cola 0,33 l');
    expect(tile('Cola 0,33 l')).toHaveTextContent(t.products.soldOut);
    expect(tile('Cola 0,33 l')).toHaveAttribute('aria-disabled', 'true');
    await addProducts(user, 'Cola 0,33 l');
    expect(within(cart()).getByText(/Summe/).closest('p')).toHaveTextContent(/5,60\s€/);
    expect(
      within(cart()).getByRole('button', { name: t.cart.more('Cola 0,33 l') }),
    ).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(cart()).getByRole('button', { name: t.cart.less('Cola 0,33 l') }));
    expect(tile('Cola 0,33 l')).toHaveTextContent('Bestand 1');
    await user.click(within(cart()).getByRole('button', { name: t.cart.less('Cola 0,33 l') }));
    expect(tile('Cola 0,33 l')).toHaveTextContent('Bestand 2');
    expect(within(cart()).queryByText('Cola 0,33 l')).not.toBeInTheDocument();
    expect(within(cart()).getByText(t.cart.empty)).toBeInTheDocument();
    // The focus stays in the cart.
    expect(within(cart()).getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('gives long names a tooltip and services no limit, per category tab', async () => {
    fakeApi();
    const { user } = await openRegister('products');
    await screen.findByRole('button', { name: /^Cola 0,33 l/ });

    expect(screen.getByTitle('Holunderblütenlimo')).toBeInTheDocument();
    expect(screen.queryByTitle('Cola 0,33 l')).not.toBeInTheDocument();

    const services = screen.getByRole('tab', { name: 'Dienstleistungen' });
    await user.click(services);
    expect(services).toHaveAttribute('aria-selected', 'true');
    const fuel = await screen.findByRole('button', { name: /^Tankfüllung Boot/ });
    expect(fuel).toHaveTextContent(t.products.unlimited);
    await addProducts(user, 'Tankfüllung Boot', 'Tankfüllung Boot', 'Tankfüllung Boot');
    expect(within(cart()).getByText(/Summe/).closest('p')).toHaveTextContent(/105,00\s€/);

    // Arrow keys move between the tabs (from the last to the first).
    act(() => services.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Getränke' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Getränke' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says so for an empty category', async () => {
    fakeApi({ products: [cola] });
    const { user } = await openRegister('products');
    await screen.findByRole('button', { name: /^Cola 0,33 l/ });
    await user.click(screen.getByRole('tab', { name: 'Speisen' }));
    expect(await screen.findByText(t.products.empty)).toBeInTheDocument();
  });

  it('booking_and_products: the booking, then products, then the checkout with both', async () => {
    fakeApi();
    const { user } = await openRegister('booking_and_products');
    await chooseBooking(user, 'Seestern');

    expect(await stepHeading(t.steps.names.select_products)).toHaveFocus();
    expect(within(cart()).getByText('Buchung Seestern')).toBeInTheDocument();
    await screen.findByRole('button', { name: /^Apfelschorle/ });
    await addProducts(user, 'Apfelschorle 0,5 l', 'Apfelschorle 0,5 l');
    await user.click(screen.getByRole('button', { name: /^Zur Kasse/ }));

    expect(await stepHeading(t.steps.names.checkout)).toBeInTheDocument();
    expect(screen.getByText('Zwischensumme').closest('div')).toHaveTextContent(/96,00\s€/);
    expect(totalLine()).toHaveTextContent(/96,00\s€/);
  });
});

describe('CashRegisterPage: checkout', () => {
  async function toCheckoutWithBooking(options: Parameters<typeof fakeApi>[0] = {}) {
    const api = fakeApi(options);
    const rendered = await openRegister('booking_and_products');
    await chooseBooking(rendered.user, 'Seestern');
    await screen.findByRole('button', { name: /^Cola 0,33 l/ });
    await addProducts(rendered.user, 'Cola 0,33 l', 'Cola 0,33 l');
    await rendered.user.click(screen.getByRole('button', { name: /^Zur Kasse/ }));
    await stepHeading(t.steps.names.checkout);
    return { api, ...rendered };
  }

  const couponField = () => screen.getByLabelText(/Gutscheincode/);
  const receivedField = () => screen.getByLabelText(/Erhalten in €/);

  it('checks a coupon: invalid, then applied, the total never below 0', async () => {
    const { user, api } = await toCheckoutWithBooking();
    expect(totalLine()).toHaveTextContent(/95,60\s€/);

    await user.type(couponField(), 'FALSCH');
    await user.click(screen.getByRole('button', { name: t.coupon.check }));
    expect(await screen.findByText(t.coupon.invalid)).toBeInTheDocument();
    expect(totalLine()).toHaveTextContent(/95,60\s€/);

    await user.clear(couponField());
    await user.type(couponField(), 'GUT-20{Enter}');
    expect(await screen.findByText(t.coupon.applied)).toBeInTheDocument();
    expect(screen.getByText(/20,00\s€ werden verrechnet/)).toBeInTheDocument();
    expect(totalLine()).toHaveTextContent(/75,60\s€/);
    expect(api.couponChecks).toEqual(['FALSCH', 'GUT-20']);
    // Enter checked the code; it did not register the payment.
    expect(api.checkouts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Gutschein Entfernen' }));
    await user.type(couponField(), 'GUT-500');
    await user.click(screen.getByRole('button', { name: t.coupon.check }));
    expect(await screen.findByText(t.coupon.applied)).toBeInTheDocument();
    expect(totalLine()).toHaveTextContent(/0,00\s€/);
    // Nothing left to pay: no payment method, no money received.
    expect(screen.getByText(t.coupon.paysAll)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Bar' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Erhalten in €/)).not.toBeInTheDocument();
  });

  it('shows the change only when the money received exceeds the total', async () => {
    const { user } = await toCheckoutWithBooking();
    const change = () => screen.queryByText(t.payment.change);

    await user.type(receivedField(), '90');
    await user.tab();
    expect(screen.getByText(t.payment.receivedTooLittle)).toBeInTheDocument();
    expect(change()).not.toBeInTheDocument();

    await user.clear(receivedField());
    await user.type(receivedField(), '95,60');
    expect(screen.queryByText(t.payment.receivedTooLittle)).not.toBeInTheDocument();
    expect(change()).not.toBeInTheDocument();

    await user.clear(receivedField());
    await user.click(screen.getByRole('button', { name: /^100,00\s€$/ }));
    expect(receivedField()).toHaveValue('100');
    expect(change()!.closest('p')).toHaveTextContent(/Rückgeld\s*4,40\s€/);

    // Card: no money counted.
    await user.click(screen.getByRole('radio', { name: 'Karte' }));
    expect(screen.queryByLabelText(/Erhalten in €/)).not.toBeInTheDocument();
    expect(change()).not.toBeInTheDocument();
  });

  it('sends what the cashier saw, with one Idempotency-Key per attempt reused on a retry', async () => {
    const { user, api } = await toCheckoutWithBooking({
      checkout: (checkout, count) =>
        count === 1 ? HttpResponse.error() : HttpResponse.json(success(checkout.body)),
    });
    await user.type(couponField(), 'GUT-20');
    await user.click(screen.getByRole('button', { name: t.coupon.check }));
    await screen.findByText(t.coupon.applied);
    await user.type(receivedField(), '80');

    await user.click(screen.getByRole('button', { name: t.payment.submit }));
    expect(await screen.findByText(t.outcome.failure)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.payment.submit }));
    expect(await screen.findByText(t.outcome.success)).toBeInTheDocument();

    expect(api.checkouts).toHaveLength(2);
    const [first, retry] = api.checkouts;
    expect(first!.body).toEqual({
      bookingId: 'b-seestern',
      items: [{ productId: 'p-cola', quantity: 2 }],
      couponCode: 'GUT-20',
      paymentMethod: 'cash',
      receivedCents: 8000,
      expectedTotalCents: 7560,
    });
    expect(first!.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(retry).toEqual(first);
  });

  it('makes a new key when the sale changed after a failed try', async () => {
    const { user, api } = await toCheckoutWithBooking({
      checkout: () => problemResponse(500, 'INTERNAL'),
    });
    await user.click(screen.getByRole('button', { name: t.payment.submit }));
    await screen.findByText(t.outcome.failure);
    await user.click(screen.getByRole('radio', { name: 'Karte' }));
    await user.click(screen.getByRole('button', { name: t.payment.submit }));
    await waitFor(() => expect(api.checkouts).toHaveLength(2));

    const [first, second] = api.checkouts;
    expect(first!.body.paymentMethod).toBe('cash');
    expect(second!.body).toEqual({
      bookingId: 'b-seestern',
      items: [{ productId: 'p-cola', quantity: 2 }],
      paymentMethod: 'card',
      expectedTotalCents: 9560,
    });
    expect(second!.key).not.toBe(first!.key);
  });

  it('refuses to send too little cash received and points at the field', async () => {
    const { user, api } = await toCheckoutWithBooking();
    await user.type(receivedField(), '10');
    await user.click(screen.getByRole('button', { name: t.payment.submit }));

    expect(receivedField()).toHaveFocus();
    expect(receivedField()).toHaveAccessibleDescription(t.payment.receivedTooLittle);
    expect(api.checkouts).toEqual([]);
  });

  it('success: the note for 3 s, the receipt, then the main menu after 3.8 s', async () => {
    const { user, router, api } = await toCheckoutWithBooking();
    await user.type(receivedField(), '100');
    vi.useFakeTimers();
    vi.setSystemTime(NOW);

    fireEvent.click(screen.getByRole('button', { name: t.payment.submit }));
    await settleUntil(() => expect(screen.getByText(t.outcome.success)).toBeInTheDocument());
    expect(api.checkouts).toHaveLength(1);
    expect(screen.getByText(/95,60\s€ bar kassiert/)).toBeInTheDocument();
    expect(screen.getByText(/Rückgeld: 4,40\s€/)).toBeInTheDocument();
    const download = screen.getByRole('link', { name: t.outcome.download });
    expect(download).toHaveAttribute(
      'href',
      '/api/v1/cashregister/checkouts/5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b/receipt.pdf',
    );
    expect(download).toHaveAttribute('download', 'Beleg-17.pdf');
    const print = screen.getByRole('link', { name: /Beleg drucken/ });
    expect(print).toHaveAttribute('target', '_blank');
    expect(print).toHaveAttribute('href', download.getAttribute('href'));
    expect(screen.queryByText(DEMO_NOTHING_SAVED)).not.toBeInTheDocument();

    await advanceBy(2999);
    expect(screen.getByText(t.outcome.success)).toBeInTheDocument();
    await advanceBy(1);
    expect(screen.queryByText(t.outcome.success)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    await advanceBy(799);
    expect(router.state.location.pathname).toBe(PATH);
    await advanceBy(1);
    expect(router.state.location.pathname).toBe(rentalPaths.staffArea);
  });

  it('waits with the main menu while the cashier is at the receipt', async () => {
    const { user, router } = await toCheckoutWithBooking();
    await user.click(screen.getByRole('radio', { name: 'Karte' }));
    vi.useFakeTimers();
    vi.setSystemTime(NOW);

    fireEvent.click(screen.getByRole('button', { name: t.payment.submit }));
    await settleUntil(() => expect(screen.getByText(t.outcome.success)).toBeInTheDocument());
    await advanceBy(1000);
    act(() => screen.getByRole('link', { name: t.outcome.download }).focus());
    expect(screen.getByText(t.outcome.paused)).toBeInTheDocument();
    await advanceBy(10_000);
    expect(router.state.location.pathname).toBe(PATH);

    act(() => screen.getByRole('link', { name: t.outcome.download }).blur());
    await advanceBy(2799);
    expect(router.state.location.pathname).toBe(PATH);
    await advanceBy(1);
    expect(router.state.location.pathname).toBe(rentalPaths.staffArea);
  });

  it('failure: "Ein Fehler ist aufgetreten." for about 3 s', async () => {
    const { api } = await toCheckoutWithBooking({
      checkout: () => problemResponse(503, 'DB_UNAVAILABLE'),
    });
    vi.useFakeTimers();
    vi.setSystemTime(NOW);

    fireEvent.click(screen.getByRole('button', { name: t.payment.submit }));
    await settleUntil(() => expect(screen.getByText(t.outcome.failure)).toBeInTheDocument());
    expect(screen.getByText(t.outcome.notes.unavailable)).toBeInTheDocument();
    expect(api.checkouts).toHaveLength(1);

    await advanceBy(2999);
    expect(screen.getByText(t.outcome.failure)).toBeInTheDocument();
    await advanceBy(1);
    expect(screen.queryByText(t.outcome.failure)).not.toBeInTheDocument();
    // Still at the checkout, everything kept for another try.
    expect(
      screen.getByRole('heading', { level: 2, name: t.steps.names.checkout }),
    ).toBeInTheDocument();
  });

  it('a product sold out meanwhile: says so and fits the cart to the stock', async () => {
    const { user, api } = await toCheckoutWithBooking({
      checkout: () => {
        api.state.products = api.state.products.map((each) =>
          each.id === 'p-cola' ? { ...each, actualStock: 1 } : each,
        );
        return HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Out of stock',
            status: 409,
            detail: 'Only 1 × Cola 0,33 l left.',
            code: 'OUT_OF_STOCK',
            errors: [{ field: 'items[0].productId', code: 'OUT_OF_STOCK', message: 'sold out' }],
          },
          { status: 409, headers: { 'content-type': 'application/problem+json' } },
        );
      },
    });
    await user.click(screen.getByRole('button', { name: t.payment.submit }));

    expect(await screen.findByText(t.outcome.notes.outOfStock('Cola 0,33 l'))).toBeInTheDocument();
    expect(screen.getByText(t.outcome.failure)).toBeInTheDocument();
    await waitFor(() => expect(totalLine()).toHaveTextContent(/92,80\s€/));
    expect(screen.getByText(/1 × Cola 0,33 l/)).toBeInTheDocument();
  });

  it('a booking paid meanwhile: says so and goes back to the bookings', async () => {
    const { user, api } = await toCheckoutWithBooking({
      checkout: () => {
        api.state.bookings = [moewe];
        return problemResponse(409, 'ALREADY_PAID');
      },
    });
    await user.click(screen.getByRole('button', { name: t.payment.submit }));

    expect(await stepHeading(t.steps.names.select_booking)).toHaveFocus();
    expect(screen.getByText(t.outcome.notes.bookingPaid)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Seestern/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: /^Möwe/ })).toBeInTheDocument();
  });

  it('demo account: the success with the note that nothing was saved, and no receipt', async () => {
    const { user } = await toCheckoutWithBooking({
      checkout: (checkout) => HttpResponse.json(success(checkout.body, { simulated: true })),
    });
    await user.click(screen.getByRole('button', { name: t.payment.submit }));

    expect(await screen.findByText(t.outcome.success)).toBeInTheDocument();
    expect(screen.getByText(DEMO_NOTHING_SAVED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.outcome.download })).not.toBeInTheDocument();
    expect(screen.getByText(t.outcome.noReceiptInDemo)).toBeInTheDocument();
  });
});
