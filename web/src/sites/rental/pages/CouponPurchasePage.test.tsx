import type { CouponDesignsDto } from '@showcase/contracts/generated/model/couponDesignsDto';
import type { CouponOrderDto } from '@showcase/contracts/generated/model/couponOrderDto';
import type { CreateCouponOrderDto } from '@showcase/contracts/generated/model/createCouponOrderDto';
import type { PayPalConfigDto } from '@showcase/contracts/generated/model/payPalConfigDto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { rentalRoutes } from '../routes';
import { payPalOff, payPalOn } from '../../../testing/booking-api';
import { server } from '../../../testing/msw-server';
import { waitForCanonical } from '../../../testing/page-meta';
import { problemResponse } from '../../../testing/problem-response';
import { renderSite } from '../../../testing/render';
import { setupUser, type User } from '../../../testing/user';
import {
  unloadPayPalScripts,
  type PayPalButtonsOptions,
} from '../features/multi-day-booking/paypal-script';
import { couponDe } from '../i18n/coupon-de';
import { couponEn } from '../i18n/coupon-en';
import { counterpartPath, rentalPaths } from '../rental-paths';

const GERMAN = '/RentalRevolution/Gutscheine';
const ENGLISH = '/RentalRevolution/coupons';
const PAYPAL_SCRIPT =
  'https://www.paypal.com/sdk/js?client-id=test-client&currency=EUR&intent=capture';

/** The designs' palettes as the API lists them (made-up colours: the page takes what it gets). */
const DESIGNS: CouponDesignsDto = {
  items: [
    {
      background: 1,
      palette: { accent: '#aa0001', ink: '#110001', muted: '#550001', frame: '#ee0001' },
    },
    {
      background: 2,
      palette: { accent: '#aa0002', ink: '#110002', muted: '#550002', frame: '#ee0002' },
    },
    {
      background: 3,
      palette: { accent: '#aa0003', ink: '#110003', muted: '#550003', frame: '#ee0003' },
    },
  ],
};

interface Calls {
  orders: CreateCouponOrderDto[];
  payPalOrders: CreateCouponOrderDto[];
  captures: { orderId: string; body: unknown }[];
}

const orderOf = (
  request: CreateCouponOrderDto,
  overrides: Partial<CouponOrderDto> = {},
): CouponOrderDto => ({
  id: '3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b',
  status: request.paymentMethod === 'paypal' ? 'paid' : 'awaiting_payment',
  paymentMethod: request.paymentMethod,
  amountCents: request.amountCents,
  paymentReference: request.paymentMethod === 'paypal' ? null : 'GS-3F2A9C1B',
  validUntil: '2029-12-31',
  ...overrides,
});

/** The coupon endpoints for one test: answers replaceable, every request recorded. */
function api(
  options: {
    payPal?: PayPalConfigDto;
    order?: (request: CreateCouponOrderDto) => Response | Promise<Response>;
    capture?: () => Response | Promise<Response>;
  } = {},
): Calls {
  const calls: Calls = { orders: [], payPalOrders: [], captures: [] };
  server.use(
    http.get('*/api/v1/coupon-orders/designs', () => HttpResponse.json(DESIGNS)),
    http.get('*/api/v1/payments/paypal/config', () =>
      HttpResponse.json(options.payPal ?? payPalOn),
    ),
    http.post('*/api/v1/coupon-orders', async ({ request }) => {
      const body = (await request.json()) as CreateCouponOrderDto;
      calls.orders.push(body);
      return options.order
        ? options.order(body)
        : HttpResponse.json(orderOf(body, { simulated: true }), { status: 201 });
    }),
    http.post('*/api/v1/payments/paypal/coupon-orders', async ({ request }) => {
      const body = (await request.json()) as CreateCouponOrderDto;
      calls.payPalOrders.push(body);
      return HttpResponse.json(
        { orderId: 'ORDER-1', amountCents: body.amountCents, currency: 'EUR' },
        { status: 201 },
      );
    }),
    http.post('*/api/v1/payments/paypal/coupon-orders/:id/capture', async ({ request, params }) => {
      const body = (await request.json()) as { couponOrder: CreateCouponOrderDto };
      calls.captures.push({ orderId: String(params.id), body });
      return options.capture
        ? options.capture()
        : HttpResponse.json(orderOf(body.couponOrder), { status: 200 });
    }),
  );
  return calls;
}

// window.paypal goes with the rest of the page after each test (testing/setup.ts).
afterEach(() => {
  unloadPayPalScripts();
});

async function open(path = GERMAN) {
  const view = renderSite(rentalRoutes, path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const LABELS = {
  de: {
    amount: 'Gutscheinhöhe in Euro',
    recipient: /Für wen ist der Gutschein/,
    text: /Ihr Text auf dem Gutschein/,
    name: 'Vor- & Nachname',
    email: 'E-Mail-Adresse',
    street: 'Straße & Hausnummer',
    supplement: /Adresszusatz/,
    zipCity: 'PLZ & Ort',
    privacy: /Datenschutzerklärung/,
    transfer: /Überweisung/,
    submit: 'Gutschein verbindlich bestellen',
  },
  en: {
    amount: 'Coupon value in euros',
    recipient: /Who is the coupon for/,
    text: /Your words on the coupon/,
    name: 'First & last name',
    email: 'Email address',
    street: 'Street & house number',
    supplement: /Address supplement/,
    zipCity: 'ZIP code & city',
    privacy: /privacy policy/,
    transfer: /Bank transfer/,
    submit: 'Order coupon with obligation to pay',
  },
};

async function fillValid(user: User, lang: 'de' | 'en' = 'de') {
  const f = LABELS[lang];
  await user.type(screen.getByLabelText(f.amount), '75');
  await user.type(screen.getByLabelText(f.recipient), 'Oma Inge');
  await user.type(screen.getByLabelText(f.text), 'Alles Liebe!');
  await user.type(screen.getByLabelText(f.name), 'Greta Geschenk');
  await user.type(screen.getByLabelText(f.email), 'greta@example.de');
  await user.type(screen.getByLabelText(f.street), 'Seeweg 12');
  await user.type(screen.getByLabelText(f.zipCity), '15526 Bad Saarow');
  await user.click(screen.getByRole('checkbox', { name: f.privacy }));
}

const submit = (user: User, lang: 'de' | 'en' = 'de') =>
  user.click(screen.getByRole('button', { name: LABELS[lang].submit }));

describe('coupon purchase page', () => {
  it('answers at /Gutscheine in German and /coupons in English, each the other’s counterpart', async () => {
    api();
    await open(GERMAN);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(couponDe.title);
    expect(await waitForCanonical(GERMAN)).toMatchObject({
      title: couponDe.documentTitle,
      description: couponDe.description,
      lang: 'de',
    });
    expect(counterpartPath(GERMAN)).toBe(ENGLISH);
    expect(counterpartPath(ENGLISH)).toBe(GERMAN);
    expect(screen.getByText(couponDe.demo.text)).toBeVisible();
    expect(screen.getByRole('link', { name: couponDe.backToHome })).toHaveAttribute(
      'href',
      '/RentalRevolution/',
    );
  });

  it('writes English on the English page', async () => {
    api();
    await open(ENGLISH);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Give a day on the lake');
    expect(screen.getByRole('heading', { name: /Your coupon/ })).toBeVisible();
    expect(screen.getByRole('button', { name: LABELS.en.submit })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Sailing the blue/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      rentalPaths.privacy.en,
    );
    expect(screen.queryByText(/Gutschein/)).not.toBeInTheDocument();
  });

  it('is linked from the rental footer in both languages', async () => {
    api();
    await open('/RentalRevolution/Impressum');
    expect(screen.getByRole('link', { name: 'Gutschein verschenken' })).toHaveAttribute(
      'href',
      GERMAN,
    );
  });
});

describe('the live preview and the design choice', () => {
  const preview = () => screen.getByRole('img', { name: 'Vorschau Ihres Gutscheins' });
  const fills = () =>
    Object.fromEntries(
      [...preview().querySelectorAll('text')].map((text) => [
        text.textContent?.replace(/\u00a0/g, ' '),
        text.getAttribute('fill'),
      ]),
    );

  it('shows the chosen design as the API draws it, the words over it in its colours', async () => {
    const user = setupUser();
    api();
    await open();
    const picture = () => preview().querySelector('img')!;
    expect(picture()).toHaveAttribute('src', '/api/v1/coupon-orders/designs/1.svg');
    expect(picture()).toHaveAttribute('alt', '');
    await waitFor(() => expect(fills()['Gutschein']).toBe('#110001'));
    expect(fills()).toMatchObject({
      RentalRevolution: '#aa0001',
      '50,00 €': '#aa0001',
      GUTSCHEINCODE: '#550001',
      'XXXX-XXXX-XXXX-XXXX': '#110001',
    });

    await user.click(screen.getByRole('radio', { name: /Seerosenbucht/ }));
    await user.type(screen.getByLabelText(LABELS.de.text), 'Alles Liebe!');
    expect(picture()).toHaveAttribute('src', '/api/v1/coupon-orders/designs/3.svg');
    expect(fills()).toMatchObject({ Gutschein: '#110003', 'Alles Liebe!': '#550003' });
  });

  it('writes the words in the site’s ink until the colours arrive, and if they never do', async () => {
    api();
    server.use(
      http.get('*/api/v1/coupon-orders/designs', () => problemResponse(503, 'DB_UNAVAILABLE')),
    );
    await open();
    // No colour of its own: the CSS gives the site's ink (no attribute would override it).
    await waitFor(() => expect(fills()['Gutschein']).toBeNull());
    expect(preview().querySelector('svg')!.getAttribute('class')).toMatch(/unpainted/);
    expect(preview()).toHaveTextContent('Gutschein');
  });

  it('offers each design by its picture (decorative: the label names it)', async () => {
    api();
    await open();
    for (const [design, name] of [
      [1, 'Sonnenaufgang am See'],
      [2, 'Segeln auf Blau'],
      [3, 'Seerosenbucht'],
    ] as const) {
      const label = screen.getByRole('radio', { name }).closest('label')!;
      const picture = label.querySelector('img')!;
      expect(picture).toHaveAttribute(
        'src',
        `/api/v1/coupon-orders/designs/${design}/thumbnail.svg`,
      );
      expect(picture).toHaveAttribute('alt', '');
      expect(picture).toHaveAttribute('width', '595');
      expect(picture).toHaveAttribute('height', '420');
    }
  });
});

describe('the coupon form’s rules', () => {
  it('shows every error under its field, the summary, and focuses the first', async () => {
    const user = setupUser();
    const calls = api();
    await open();
    await submit(user);
    const e = couponDe.errors;
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Bitte überprüfe deine eingegeben Daten.');
    for (const message of [
      e.amountMin,
      e.name,
      e.email,
      e.street,
      e.zipCity,
      e.payment,
      e.privacy,
    ]) {
      expect(within(summary).getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(LABELS.de.amount)).toHaveFocus();
    expect(screen.getByLabelText(LABELS.de.amount)).toHaveAccessibleDescription(e.amountMin);
    expect(screen.getByLabelText(LABELS.de.name)).toHaveAccessibleDescription(e.name);
    expect(calls.orders).toHaveLength(0);
  });

  it('says the amount must be at least 50 € and at most 5,000 €, whole euros only', async () => {
    const user = setupUser();
    api();
    await open();
    const amount = screen.getByLabelText(LABELS.de.amount);
    await user.type(amount, '4,9a9');
    // Only digits are kept.
    expect(amount).toHaveValue('499');
    await user.clear(amount);
    await user.type(amount, '49');
    await submit(user);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('Die Gutscheinhöhe muss mindestens 50€ betragen.'),
    );
    await user.clear(amount);
    await user.type(amount, '5001');
    await submit(user);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'Die Gutscheinhöhe darf höchstens 5.000€ betragen.',
      ),
    );
    await user.clear(amount);
    await user.type(amount, '50');
    await submit(user);
    await waitFor(() => expect(amount).not.toHaveAccessibleDescription(/Gutscheinhöhe/));
  });

  it('refuses a recipient over 25, a text over 300 and a supplement over 50 characters', async () => {
    const user = setupUser();
    api();
    await open();
    await fillValid(user);
    const recipient = screen.getByLabelText(LABELS.de.recipient);
    await user.clear(recipient);
    await user.type(recipient, 'x'.repeat(26));
    const text = screen.getByLabelText(LABELS.de.text);
    await user.clear(text);
    fireEvent.change(text, { target: { value: 'y'.repeat(301) } });
    expect(screen.getByText('301 von 300 Zeichen')).toBeVisible();
    fireEvent.change(screen.getByLabelText(LABELS.de.supplement), {
      target: { value: 'z'.repeat(51) },
    });
    await user.click(screen.getByRole('radio', { name: LABELS.de.transfer }));
    await submit(user);
    await waitFor(() =>
      expect(recipient).toHaveAccessibleDescription('Der Name des Beschenkten ist zu lang.'),
    );
    expect(text).toHaveAccessibleDescription('Der Gutscheintext ist zu lang.');
    expect(screen.getByLabelText(LABELS.de.supplement)).toHaveAccessibleDescription(
      'Der Adresszusatz ist zu lang.',
    );
    expect(recipient).toHaveFocus();
  });

  it('wants a letter and a digit in street and zip/city, and a valid e-mail', async () => {
    const user = setupUser();
    api();
    await open();
    await fillValid(user);
    await user.clear(screen.getByLabelText(LABELS.de.street));
    await user.type(screen.getByLabelText(LABELS.de.street), 'Seeweg');
    await user.clear(screen.getByLabelText(LABELS.de.zipCity));
    await user.type(screen.getByLabelText(LABELS.de.zipCity), '15526');
    await user.clear(screen.getByLabelText(LABELS.de.email));
    await user.type(screen.getByLabelText(LABELS.de.email), 'greta@example');
    await user.clear(screen.getByLabelText(LABELS.de.name));
    await user.type(screen.getByLabelText(LABELS.de.name), 'Gret');
    await user.click(screen.getByRole('radio', { name: LABELS.de.transfer }));
    await submit(user);
    const e = couponDe.errors;
    await waitFor(() =>
      expect(screen.getByLabelText(LABELS.de.street)).toHaveAccessibleDescription(e.street),
    );
    expect(screen.getByLabelText(LABELS.de.zipCity)).toHaveAccessibleDescription(e.zipCity);
    expect(screen.getByLabelText(LABELS.de.email)).toHaveAccessibleDescription(e.email);
    expect(screen.getByLabelText(LABELS.de.name)).toHaveAccessibleDescription(e.name);
  });

  it('shows the English messages on the English page', async () => {
    const user = setupUser();
    api();
    await open(ENGLISH);
    await submit(user, 'en');
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(couponEn.summary);
    expect(summary).toHaveTextContent('The coupon must be worth at least €50.');
    expect(summary).toHaveTextContent('Please choose bank transfer or PayPal.');
  });
});

describe('ordering by bank transfer', () => {
  it('sends the order and shows the thanks, the mail on its way and that a demo stores nothing', async () => {
    const user = setupUser();
    const calls = api();
    await open();
    await user.click(screen.getByRole('button', { name: '100 Euro' }));
    expect(screen.getByLabelText(LABELS.de.amount)).toHaveValue('100');
    await user.clear(screen.getByLabelText(LABELS.de.amount));
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: /Seerosenbucht/ }));
    await user.click(screen.getByRole('radio', { name: /Frau/ }));
    await user.click(screen.getByRole('radio', { name: LABELS.de.transfer }));
    // The preview shows what will be printed.
    const preview = screen.getByRole('img', { name: 'Vorschau Ihres Gutscheins' });
    expect(preview).toHaveTextContent('für Oma Inge');
    expect(preview.textContent?.replace(/\u00a0/g, ' ')).toContain('75,00 €');
    await submit(user);

    expect(
      await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }),
    ).toHaveFocus();
    expect(calls.orders).toEqual([
      {
        salutation: 'ms',
        name: 'Greta Geschenk',
        email: 'greta@example.de',
        street: 'Seeweg 12',
        zipCity: '15526 Bad Saarow',
        recipient: 'Oma Inge',
        text: 'Alles Liebe!',
        background: 3,
        amountCents: 7_500,
        paymentMethod: 'bank_transfer',
        privacyConsent: true,
        lang: 'de',
      },
    ]);
    expect(screen.getByText(/Ihr Gutschein über 75\s€ ist bestellt/)).toBeVisible();
    expect(screen.getByText('Eine Bestätigung ist per E-Mail unterwegs.')).toBeVisible();
    expect(screen.getByText(couponDe.result.simulated)).toBeVisible();
    // PayPal was never chosen: its script was never asked for.
    expect(document.querySelector('script[src*="paypal.com"]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Weiteren Gutschein bestellen' }));
    expect(screen.getByLabelText(LABELS.de.name)).toHaveValue('');
  });

  it('says nothing of a demo when the order was stored', async () => {
    const user = setupUser();
    api({ order: (body) => HttpResponse.json(orderOf(body), { status: 201 }) });
    await open(ENGLISH);
    await fillValid(user, 'en');
    await user.click(screen.getByRole('radio', { name: LABELS.en.transfer }));
    await submit(user, 'en');
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    expect(screen.getByText(/Your coupon worth €75 is ordered/)).toBeVisible();
    expect(screen.getByText('A confirmation is on its way by e-mail.')).toBeVisible();
    expect(screen.queryByText(couponEn.result.simulated)).not.toBeInTheDocument();
  });

  it('puts the server’s field errors under the fields', async () => {
    const user = setupUser();
    api({
      order: () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Invalid',
            status: 400,
            detail: 'Invalid',
            code: 'VALIDATION_FAILED',
            errors: [
              { field: 'email', code: 'INVALID_FORMAT', message: 'x' },
              { field: 'amountCents', code: 'TOO_LARGE', message: 'x' },
            ],
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
    });
    await open();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: LABELS.de.transfer }));
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText(LABELS.de.email)).toHaveAccessibleDescription(
        couponDe.errors.email,
      ),
    );
    expect(screen.getByLabelText(LABELS.de.amount)).toHaveAccessibleDescription(
      couponDe.errors.amountMax,
    );
    expect(screen.getByLabelText(LABELS.de.amount)).toHaveFocus();
  });

  it('shows the general failure, and the form again with everything kept', async () => {
    const user = setupUser();
    api({ order: () => problemResponse(503, 'DB_UNAVAILABLE') });
    await open();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: LABELS.de.transfer }));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ein Fehler ist aufgetreten, bitte versuchen Sie es später erneut.',
    );
    await user.click(screen.getByRole('button', { name: 'Zurück zum Formular' }));
    expect(screen.getByLabelText(LABELS.de.name)).toHaveValue('Greta Geschenk');
  });

  it('says when too many orders came from here', async () => {
    const user = setupUser();
    api({ order: () => problemResponse(429, 'RATE_LIMITED', { 'retry-after': '120' }) });
    await open();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: LABELS.de.transfer }));
    await submit(user);
    expect(
      await screen.findByText('Zu viele Anfragen. Bitte versuchen Sie es in 2 Minuten erneut.'),
    ).toBeVisible();
  });
});

describe('paying with PayPal', () => {
  /** A stand-in for PayPal's SDK: records what the page hands to its buttons. */
  function fakePayPal() {
    const buttons: PayPalButtonsOptions[] = [];
    window.paypal = {
      Buttons: (options) => ({
        render: async (container) => {
          buttons.push(options);
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          container.append(button);
        },
        close: async () => undefined,
      }),
    };
    return buttons;
  }

  async function choosePayPal(user: User) {
    const buttons = fakePayPal();
    await waitFor(() => expect(screen.getByRole('radio', { name: /PayPal/ })).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    fireEvent.load(document.querySelector('script[src*="paypal.com"]')!);
    await waitFor(() => expect(buttons).toHaveLength(1));
    return buttons[0]!;
  }

  it('loads PayPal’s script only once PayPal is chosen', async () => {
    const user = setupUser();
    api();
    await open();
    await fillValid(user);
    expect(document.querySelector('script[src*="paypal.com"]')).toBeNull();
    await waitFor(() => expect(screen.getByRole('radio', { name: /PayPal/ })).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[src*="paypal.com"]');
    expect([...scripts].map((script) => script.src)).toEqual([PAYPAL_SCRIPT]);
    expect(screen.getByText('PayPal wird geladen …')).toBeVisible();
    expect(screen.queryByRole('button', { name: LABELS.de.submit })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: LABELS.de.transfer }));
    expect(screen.getByRole('button', { name: LABELS.de.submit })).toBeVisible();
  });

  it('orders through our API: the PayPal order, then the capture after approval', async () => {
    const user = setupUser();
    const calls = api();
    await open();
    await fillValid(user);
    const payPal = await choosePayPal(user);
    let orderId = '';
    await act(async () => {
      orderId = await payPal.createOrder();
    });
    expect(orderId).toBe('ORDER-1');
    expect(calls.payPalOrders).toEqual([
      expect.objectContaining({ paymentMethod: 'paypal', amountCents: 7_500, lang: 'de' }),
    ]);
    expect(calls.orders).toHaveLength(0);
    await act(() => payPal.onApprove({ orderID: 'ORDER-1' }));
    expect(calls.captures).toEqual([
      { orderId: 'ORDER-1', body: { couponOrder: calls.payPalOrders[0] } },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }),
    ).toHaveFocus();
    expect(screen.getByText(/über PayPal bezahlt und als PDF an Sie unterwegs/)).toBeVisible();
  });

  it('refuses the PayPal order while the form is invalid, with the form’s errors', async () => {
    const user = setupUser();
    const calls = api();
    await open();
    const payPal = await choosePayPal(user);
    await act(async () => {
      await expect(payPal.createOrder()).rejects.toThrow();
    });
    act(() => payPal.onError(new Error('createOrder failed')));
    expect(await screen.findByText('Bitte überprüfe deine eingegeben Daten.')).toBeVisible();
    expect(screen.getByLabelText(LABELS.de.amount)).toHaveFocus();
    expect(calls.payPalOrders).toHaveLength(0);
    expect(screen.queryByText(couponDe.result.payPalFailed)).not.toBeInTheDocument();
  });

  it('shows PayPal’s failure when the capture fails, in German and in English', async () => {
    for (const [path, lang, message] of [
      [GERMAN, 'de', 'Die Bezahlung über Paypal schlug fehl.'],
      [ENGLISH, 'en', 'The payment via PayPal failed.'],
    ] as const) {
      const user = setupUser();
      api({ capture: () => problemResponse(422, 'PAYMENT_FAILED') });
      const view = await open(path);
      await fillValid(user, lang);
      const payPal = await choosePayPal(user);
      await act(async () => {
        await payPal.createOrder();
      });
      await act(() => payPal.onApprove({ orderID: 'ORDER-1' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      view.unmount();
      unloadPayPalScripts();
    }
  });

  it('shows PayPal’s failure when PayPal reports an error', async () => {
    const user = setupUser();
    api();
    await open();
    await fillValid(user);
    const payPal = await choosePayPal(user);
    act(() => payPal.onError(new Error('PayPal broke')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Bezahlung über Paypal schlug fehl.',
    );
  });

  it('is off, with a note, where the server has no PayPal', async () => {
    api({ payPal: payPalOff });
    await open();
    const payPal = screen.getByRole('radio', { name: /PayPal/ });
    await waitFor(() =>
      expect(payPal).toHaveAccessibleDescription(couponDe.payment.payPalDisabled),
    );
    expect(payPal).toBeDisabled();
  });
});
