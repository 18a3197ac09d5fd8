import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prawnsRoutes } from '../routes';
import { advanceBy, settleUntil } from '../../../testing/fake-time';
import { server } from '../../../testing/msw-server';
import { problemResponse } from '../../../testing/problem-response';
import { renderSite } from '../../../testing/render';
import { prawnsTexts } from '../prawns-texts';
import { recordOrders, serveOffer } from '../testing/prawn-api';

const t = prawnsTexts.modal;
const submitName = /obligation to pay/;

async function openOrder() {
  renderSite(prawnsRoutes, '/ParallaxPrawns');
  const orderNow = await screen.findByRole('button', { name: 'ORDER NOW' });
  // A click focuses the button in the browser (jsdom's fireEvent does not).
  orderNow.focus();
  fireEvent.click(orderNow);
  const dialog = await screen.findByRole('dialog', { name: t.title });
  // The form's code loads when the dialog first opens.
  await within(dialog).findByRole('button', { name: submitName });
  return dialog;
}

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

const validAddress: [string, string][] = [
  ['First name', 'ada'],
  ['Last name', 'LOVELACE'],
  ['Email', 'ada@example.org'],
  ['Street and house number', 'Hafenstraße 1'],
  ['Additional information', 'c/o Babbage'],
  ['Postal code', '25813'],
  ['City', 'Husum'],
  ['Country', 'Germany'],
];

function fillValid(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('radio', { name: 'PayPal' }));
  for (const [label, value] of validAddress) fill(dialog, label, value);
}

const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: submitName }));

beforeEach(() => {
  serveOffer();
});

describe('ParallaxPrawns order dialog', () => {
  it('shows the product, its price and the VAT and delivery note', async () => {
    const dialog = await openOrder();
    expect(await within(dialog).findByText('€34.90')).toBeVisible();
    expect(within(dialog).getByText('Prawn box, 1 kg')).toBeVisible();
    expect(within(dialog).getByText('incl. VAT, free delivery')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: submitName })).toHaveTextContent(
      'Buy now – order with obligation to pay',
    );
  });

  it('closes by its X, and by Escape', async () => {
    const dialog = await openOrder();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'ORDER NOW' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('needs a payment tile; choosing one clears the error', async () => {
    const orders = recordOrders();
    const dialog = await openOrder();
    for (const [label, value] of validAddress) fill(dialog, label, value);
    submit(dialog);

    expect(await within(dialog).findByText('Please select a payment method.')).toBeVisible();
    expect(within(dialog).getByRole('radiogroup', { name: 'Payment method' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['card', 'paypal', 'applePay']);
    expect(orders).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Apple Pay' }));
    await vi.waitFor(() =>
      expect(within(dialog).queryByText('Please select a payment method.')).toBeNull(),
    );
  });

  it('asks for every empty field on submit', async () => {
    const orders = recordOrders();
    const dialog = await openOrder();
    submit(dialog);
    for (const message of [
      'Please select a payment method.',
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter your email address.',
      'Please enter your street and house number.',
      t.errors.additionalEmpty,
      'Please enter your postal code.',
      'Please enter your city.',
      'Please enter your country.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeVisible();
    }
    expect(orders).toEqual([]);
  });

  it('shows each field’s exact message one character over its maximum and sends nothing', async () => {
    const orders = recordOrders();
    const dialog = await openOrder();
    fillValid(dialog);
    const limits: [string, number, string][] = [
      ['First name', 25, 'Your first name should not exceed 25 characters.'],
      ['Last name', 25, 'Your last name should not exceed 25 characters.'],
      ['Email', 50, 'Your email should not exceed 50 characters.'],
      ['Street and house number', 50, 'Your postal address should not exceed 50 characters.'],
      [
        'Additional information',
        50,
        'Your additional information should not exceed 50 characters.',
      ],
      ['Postal code', 10, 'Your postal code should not exceed 10 characters.'],
      ['City', 30, 'Your city should not exceed 30 characters.'],
      ['Country', 20, 'Your country should not exceed 20 characters.'],
    ];
    for (const [label, max] of limits) fill(dialog, label, 'x'.repeat(max + 1));
    for (const [label, , message] of limits) {
      expect(await within(dialog).findByText(message)).toBeVisible();
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }

    submit(dialog);
    await within(dialog).findByText(limits[0]?.[2] ?? '');
    expect(orders).toEqual([]);
  });

  it('rejects an invalid e-mail address', async () => {
    const orders = recordOrders();
    const dialog = await openOrder();
    fillValid(dialog);
    fill(dialog, 'Email', 'ada@example');
    submit(dialog);
    expect(await within(dialog).findByText('Please enter a valid email address.')).toBeVisible();
    expect(orders).toEqual([]);
  });

  it('sends capitalised names without the tile, puts the confirmation in the form’s place, and clears everything after exactly 3000 ms', async () => {
    const orders = recordOrders();
    const dialog = await openOrder();
    fillValid(dialog);
    vi.useFakeTimers();
    submit(dialog);

    await settleUntil(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Your message has been sent!'),
    );
    expect(orders).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        street: 'Hafenstraße 1',
        additional: 'c/o Babbage',
        postal: '25813',
        city: 'Husum',
        country: 'Germany',
      },
    ]);
    expect(orders[0]).not.toHaveProperty('payment');

    // The spec's text word for word, the line under it, and the focus on both (read out, in view).
    const confirmation = within(dialog).getByRole('status');
    expect(confirmation.children[1]).toHaveTextContent(/^Your message has been sent!$/);
    expect(confirmation.children[2]).toHaveTextContent(
      /^We’ve received your order – it’s safely in our net\.$/,
    );
    expect(confirmation).toHaveFocus();
    // The form is gone from view and from the screen reader: no second order from it.
    expect(within(dialog).queryByRole('button', { name: submitName })).toBeNull();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).getByRole('button', { name: t.backToPage })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: t.orderAgain })).toBeVisible();

    // Behind it the fields keep their values for 3 s, then clear (spec §3).
    await advanceBy(2999);
    expect(within(dialog).getByLabelText('First name')).toHaveValue('ada');
    expect(within(dialog).getByRole('radio', { name: 'PayPal', hidden: true })).toBeChecked();

    await advanceBy(1);
    for (const [label] of validAddress) {
      expect(within(dialog).getByLabelText(label)).toHaveValue('');
    }
    for (const radio of within(dialog).getAllByRole('radio', { hidden: true })) {
      expect(radio).not.toBeChecked();
    }

    // A next order: the empty form comes back, the focus on its first control.
    fireEvent.click(within(dialog).getByRole('button', { name: t.orderAgain }));
    expect(within(dialog).queryByText('Your message has been sent!')).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'Card' })).toHaveFocus();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: submitName })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(within(dialog).queryByText(/^Please/)).toBeNull();
  });

  it('sends no second order from a form brought back before the 3 s have run', async () => {
    const orders = recordOrders();
    const dialog = await openOrder();
    fillValid(dialog);
    vi.useFakeTimers();
    submit(dialog);
    await settleUntil(() =>
      expect(within(dialog).getByRole('button', { name: t.orderAgain })).toBeVisible(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: t.orderAgain }));

    const buy = within(dialog).getByRole('button', { name: submitName });
    expect(buy).toHaveAttribute('aria-disabled', 'true');
    submit(dialog);
    // Enter in a field submits the form the same way.
    fireEvent.submit(buy.closest('form') as HTMLFormElement);
    await advanceBy(100);
    expect(orders).toHaveLength(1);
    expect(within(dialog).queryByText('Your message has been sent!')).toBeNull();

    await advanceBy(2900);
    expect(buy).toHaveAttribute('aria-disabled', 'false');
    expect(within(dialog).getByLabelText('First name')).toHaveValue('');
  });

  it('closes from the confirmation, the focus back on ORDER NOW; Tab stays in the dialog', async () => {
    recordOrders();
    const dialog = await openOrder();
    const orderNow = screen.getByRole('button', { name: 'ORDER NOW' });
    fillValid(dialog);
    submit(dialog);
    const back = await within(dialog).findByRole('button', { name: t.backToPage });
    const again = within(dialog).getByRole('button', { name: t.orderAgain });

    // The trap now runs over what is shown: from the last button round to the X.
    again.focus();
    fireEvent.keyDown(again, { key: 'Tab' });
    expect(within(dialog).getByRole('button', { name: t.close })).toHaveFocus();
    fireEvent.keyDown(within(dialog).getByRole('button', { name: t.close }), {
      key: 'Tab',
      shiftKey: true,
    });
    expect(again).toHaveFocus();

    fireEvent.click(back);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(orderNow).toHaveFocus();

    // Opened again, it starts with an empty form.
    orderNow.focus();
    fireEvent.click(orderNow);
    const reopened = await screen.findByRole('dialog', { name: t.title });
    expect(await within(reopened).findByRole('button', { name: submitName })).toBeVisible();
    expect(within(reopened).queryByText('Your message has been sent!')).toBeNull();
  });

  it('shows progress while sending, takes no second press, then lets the visitor retry after a failure', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const orders = recordOrders(async () => {
      await answered;
      return problemResponse(503, 'SERVICE_UNAVAILABLE');
    });
    const dialog = await openOrder();
    fillValid(dialog);
    submit(dialog);

    const sending = await within(dialog).findByRole('button', { name: t.sending });
    // Refuses presses without `disabled`, which would throw the focus out of the dialog.
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toBeEnabled();
    fireEvent.click(sending);
    release();

    expect(
      await within(dialog).findByText('Your order could not be sent. Please try again later.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent(t.failed);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: submitName })).toHaveAttribute(
        'aria-disabled',
        'false',
      ),
    );
    expect(orders).toHaveLength(1);
    expect(within(dialog).getByLabelText('First name')).toHaveValue('ada');
  });

  it('says so when the connection sent too many orders', async () => {
    recordOrders(() => problemResponse(429, 'RATE_LIMITED', { 'Retry-After': '60' }));
    const dialog = await openOrder();
    fillValid(dialog);
    submit(dialog);
    expect(
      await within(dialog).findByText(
        'Too many orders from your connection. Please try again later.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: submitName })).toHaveAttribute(
        'aria-disabled',
        'false',
      ),
    );
  });

  it('still opens when the offer cannot be loaded', async () => {
    server.use(http.get('*/api/v1/prawn-orders/offer', () => HttpResponse.error()));
    const dialog = await openOrder();
    expect(await within(dialog).findByText(prawnsTexts.order.unavailable)).toBeVisible();
  });
});
