import { getGetCurrentStaffMockHandler } from '@showcase/contracts/generated/endpoints/auth/auth.msw';
import type { CashPositionsDto } from '@showcase/contracts/generated/model/cashPositionsDto';
import type { CheckoutDto } from '@showcase/contracts/generated/model/checkoutDto';
import type { LogVerificationDto } from '@showcase/contracts/generated/model/logVerificationDto';
import type { StaffProfileDto } from '@showcase/contracts/generated/model/staffProfileDto';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { rentalRoutes } from '../../routes';
import { server } from '../../../../testing/msw-server';
import { problemResponse } from '../../../../testing/problem-response';
import { renderSite } from '../../../../testing/render';
import { adminProfile } from '../../../../testing/staff-profiles';
import { setupUser } from '../../../../testing/user';
import { rentalPaths } from '../../rental-paths';
import { storeUser } from '../auth/stored-user';
import { staffMenuTexts } from '../staff-area/staff-menu-texts';
import { cashLogTexts as t } from './cash-log-texts';

/** Amounts as Intl writes them: a no-break space before the euro sign. */
const eur = (text: string) => text.replace(/ €/g, '\u00a0€');

/** A receipt as the API logs it; override what a test is about. */
function receipt(overrides: Partial<CheckoutDto> = {}): CheckoutDto {
  return {
    id: '3f0c7a1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b',
    receiptNumber: 41,
    // 14:05 in Berlin (winter time).
    createdAt: '2026-11-20T13:05:00.000Z',
    registerDay: '2026-11-20',
    cashier: 'Anna Berg',
    paymentMethod: 'cash',
    booking: null,
    soldCoupon: null,
    items: [],
    subtotalCents: 0,
    couponHint: null,
    couponCents: 0,
    incomeCents: 0,
    receivedCents: null,
    changeCents: null,
    vatCents: 0,
    ...overrides,
  };
}

/** Records the cursor of every log request; answers with the page for it. */
function serveLog(pages: Record<string, { items: CheckoutDto[]; nextCursor: string | null }>) {
  const cursors: (string | null)[] = [];
  server.use(
    http.get('*/api/v1/cashregister/log', ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      cursors.push(cursor);
      return Response.json(pages[cursor ?? 'first'] ?? { items: [], nextCursor: null });
    }),
  );
  return cursors;
}

function serveVerify(answer: LogVerificationDto | (() => Response)) {
  server.use(
    http.get('*/api/v1/cashregister/log/verify', () =>
      typeof answer === 'function' ? answer() : Response.json(answer),
    ),
  );
}

const INTACT: LogVerificationDto = {
  intact: true,
  checked: 41,
  firstBrokenReceipt: null,
  positionMismatchDays: [],
};

/** Logged in as an admin, on the menu, with the register popup's report `label` opened. */
async function openReport(label: string, profile: StaffProfileDto = adminProfile) {
  storeUser(profile);
  server.use(getGetCurrentStaffMockHandler(profile));
  const user = setupUser();
  const rendered = renderSite(rentalRoutes, rentalPaths.staffArea);
  await user.click(await screen.findByRole('button', { name: 'Kassensystem' }));
  const popup = screen.getByRole('dialog', { name: staffMenuTexts.cashRegisterDialog.title });
  await user.click(within(popup).getByRole('button', { name: label }));
  return { user, ...rendered };
}

describe('Kassenstand (cash positions)', () => {
  const positions: Record<string, CashPositionsDto> = {
    day: {
      period: 'day',
      items: [
        { period: '2026-11-20', incomeCents: 123_450 },
        { period: '2026-11-19', incomeCents: 8_990 },
        { period: '2026-11-02', incomeCents: 5 },
      ],
    },
    month: {
      period: 'month',
      items: [
        { period: '2026-11', incomeCents: 132_445 },
        { period: '2026-10', incomeCents: 250_000 },
      ],
    },
    year: { period: 'year', items: [{ period: '2026', incomeCents: 382_445 }] },
  };

  function servePositions(answer?: (period: string) => Response) {
    const periods: string[] = [];
    server.use(
      http.get('*/api/v1/cashregister/positions', ({ request }) => {
        const period = new URL(request.url).searchParams.get('period') ?? '';
        periods.push(period);
        return answer ? answer(period) : Response.json(positions[period]);
      }),
    );
    return periods;
  }

  /** The table's rows as [period, income] pairs, the total row last. */
  function rows(dialog: HTMLElement) {
    return within(within(dialog).getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  }

  it('lists the takings per day, month and year with their sum and a CSV of each', async () => {
    const periods = servePositions();
    const { user } = await openReport('Kassenstand');
    const dialog = screen.getByRole('dialog', { name: t.positions.title });

    expect(within(dialog).getByRole('radio', { name: 'Tag' })).toBeChecked();
    const table = await within(dialog).findByRole('table', { name: 'Einnahmen je Tag' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tag', 'Einnahmen']);
    expect(rows(dialog)).toEqual([
      ['20.11.2026', eur('1.234,50 €')],
      ['19.11.2026', eur('89,90 €')],
      ['02.11.2026', eur('0,05 €')],
      ['Summe (3 Tage)', eur('1.324,45 €')],
    ]);
    const csv = within(dialog).getByRole('link', {
      name: 'Kassenstand je Tag als CSV herunterladen',
    });
    expect(csv).toHaveAttribute('href', '/api/v1/cashregister/positions.csv?period=day');
    expect(csv).toHaveAttribute('download');

    await user.click(within(dialog).getByRole('radio', { name: 'Monat' }));
    await within(dialog).findByRole('table', { name: 'Einnahmen je Monat' });
    expect(rows(dialog)).toEqual([
      ['November 2026', eur('1.324,45 €')],
      ['Oktober 2026', eur('2.500,00 €')],
      ['Summe (2 Monate)', eur('3.824,45 €')],
    ]);
    expect(
      within(dialog).getByRole('link', { name: 'Kassenstand je Monat als CSV herunterladen' }),
    ).toHaveAttribute('href', '/api/v1/cashregister/positions.csv?period=month');

    await user.click(within(dialog).getByRole('radio', { name: 'Jahr' }));
    await within(dialog).findByRole('table', { name: 'Einnahmen je Jahr' });
    expect(rows(dialog)).toEqual([
      ['2026', eur('3.824,45 €')],
      ['Summe (1 Jahr)', eur('3.824,45 €')],
    ]);
    expect(
      within(dialog).getByRole('link', { name: 'Kassenstand je Jahr als CSV herunterladen' }),
    ).toHaveAttribute('href', '/api/v1/cashregister/positions.csv?period=year');
    expect(periods).toEqual(['day', 'month', 'year']);
  });

  it('says when a period has no takings', async () => {
    servePositions((period) => Response.json({ period, items: [] }));
    await openReport('Kassenstand');
    const dialog = screen.getByRole('dialog', { name: t.positions.title });
    expect(await within(dialog).findByText(t.positions.empty)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows loading, then an error with a retry that loads the list', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/v1/cashregister/positions', async () => {
        await held;
        return fail ? problemResponse(503, 'DB_UNAVAILABLE') : Response.json(positions.day);
      }),
    );
    const { user } = await openReport('Kassenstand');
    const dialog = screen.getByRole('dialog', { name: t.positions.title });
    expect(within(dialog).getByRole('status')).toHaveTextContent(t.positions.loading);
    release();

    expect(await within(dialog).findByText(t.positions.failed)).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: t.retry }));
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
    expect(within(dialog).queryByText(t.positions.failed)).not.toBeInTheDocument();
  });
});

describe('Kassenbuch (register log)', () => {
  const full = receipt({
    id: 'a1',
    receiptNumber: 42,
    cashier: 'Admin',
    paymentMethod: 'card',
    booking: {
      id: 'b1',
      vehicleName: 'Seestern',
      day: '2026-11-20',
      hours: 1.5,
      nights: null,
      priceCents: 9000,
    },
    soldCoupon: { id: 'c1', amountCents: 5000 },
    items: [
      { productId: 'p1', name: 'Cola', quantity: 2, priceCents: 250, totalCents: 500 },
      { productId: 'p2', name: 'Sonnencreme', quantity: 1, priceCents: 1290, totalCents: 1290 },
    ],
    subtotalCents: 15_790,
    couponHint: 'K7QX',
    couponCents: 2000,
    incomeCents: 13_790,
  });
  const cash = receipt({
    id: 'a2',
    receiptNumber: 41,
    createdAt: '2026-11-19T08:30:00.000Z',
    registerDay: '2026-11-19',
    items: [{ productId: 'p3', name: 'Wasser', quantity: 3, priceCents: 150, totalCents: 450 }],
    subtotalCents: 450,
    incomeCents: 450,
    receivedCents: 1000,
    changeCents: 550,
  });
  const stay = receipt({
    id: 'a3',
    receiptNumber: 40,
    createdAt: '2026-11-18T16:00:00.000Z',
    registerDay: '2026-11-18',
    cashier: 'PayPal',
    paymentMethod: 'paypal',
    booking: {
      id: 'b2',
      vehicleName: 'Möwe',
      day: '2026-11-15',
      hours: null,
      nights: 3,
      priceCents: 45_000,
    },
    subtotalCents: 45_000,
    incomeCents: 45_000,
  });
  const byCoupon = receipt({
    id: 'a4',
    receiptNumber: 39,
    createdAt: '2026-11-18T09:00:00.000Z',
    registerDay: '2026-11-18',
    paymentMethod: 'coupon',
    items: [{ productId: 'p1', name: 'Cola', quantity: 1, priceCents: 250, totalCents: 250 }],
    subtotalCents: 250,
    couponHint: 'ZZ12',
    couponCents: 250,
    incomeCents: 0,
  });

  it('shows every field of a receipt, newest first, and the CSV link', async () => {
    serveLog({ first: { items: [full, cash], nextCursor: null } });
    serveVerify(INTACT);
    await openReport('Kassenbuch');
    const dialog = screen.getByRole('dialog', { name: t.log.title });

    const list = await within(dialog).findByRole('list', { name: t.log.listLabel });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Beleg Nr. 42');
    expect(first).toHaveAccessibleName('Beleg Nr. 42');
    expect(first).toHaveTextContent('20.11.2026 um 14:05 Uhr');
    const facts = (card: HTMLElement) =>
      Object.fromEntries(
        within(card)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    expect(facts(first)).toEqual({
      Buchung: eur('Seestern · 1,5 Stunden am 20.11.2026 · 90,00 €'),
      Gutscheinverkauf: eur('Gutschein über 50,00 €'),
      Produkte: eur('2 × Cola5,00 €1 × Sonnencreme12,90 €'),
      'Gutschein eingelöst': eur('…K7QX: − 20,00 €'),
      Zahlart: 'Karte',
      'Kassiert von': 'Admin',
    });
    expect(first).toHaveTextContent('Einnahme137,90 €');
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([eur('2 × Cola5,00 €'), eur('1 × Sonnencreme12,90 €')]);

    expect(second).toHaveAccessibleName('Beleg Nr. 41');
    expect(second).toHaveTextContent('19.11.2026 um 09:30 Uhr');
    expect(facts(second)).toEqual({
      Produkte: eur('3 × Wasser4,50 €'),
      Zahlart: eur('Bar Gegeben 10,00 € · Rückgeld 5,50 €'),
      'Kassiert von': 'Anna Berg',
    });

    const csv = within(dialog).getByRole('link', { name: t.log.csvName });
    expect(csv).toHaveAttribute('href', '/api/v1/cashregister/log.csv');
    expect(csv).toHaveAttribute('download');
  });

  it('names every payment method and a stay by its nights', async () => {
    serveLog({ first: { items: [stay, byCoupon], nextCursor: null } });
    serveVerify(INTACT);
    await openReport('Kassenbuch');
    const dialog = screen.getByRole('dialog', { name: t.log.title });
    const [paypal, coupon] = (await within(dialog).findAllByRole('article')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(paypal).toHaveTextContent('Möwe · 3 Nächte am 15.11.2026 · 450,00 €');
    expect(paypal).toHaveTextContent('ZahlartPayPal');
    expect(paypal).toHaveTextContent('Kassiert vonPayPal');
    expect(coupon).toHaveTextContent('ZahlartGutschein');
    expect(coupon).toHaveTextContent('Gutschein eingelöst…ZZ12: − 2,50 €');
    expect(coupon).toHaveTextContent('Einnahme0,00 €');
  });

  it('loads more with the cursor; the first new receipt takes the focus', async () => {
    const cursors = serveLog({
      first: { items: [full], nextCursor: 'page2' },
      page2: { items: [cash, stay], nextCursor: null },
    });
    serveVerify(INTACT);
    const { user } = await openReport('Kassenbuch');
    const dialog = screen.getByRole('dialog', { name: t.log.title });
    await within(dialog).findByRole('article', { name: 'Beleg Nr. 42' });

    await user.click(within(dialog).getByRole('button', { name: 'Mehr laden' }));
    expect(
      await within(dialog).findByRole('article', { name: 'Beleg Nr. 40' }),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('article')).toHaveLength(3);
    await waitFor(() =>
      expect(
        within(dialog).getByRole('article', { name: 'Beleg Nr. 41' }).parentElement,
      ).toHaveFocus(),
    );
    // The last page: no more to load.
    expect(within(dialog).queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
    expect(cursors).toEqual([null, 'page2']);
  });

  it('says the chain is intact, naming how many receipts were checked', async () => {
    serveLog({ first: { items: [full], nextCursor: null } });
    serveVerify(INTACT);
    await openReport('Kassenbuch');
    const dialog = screen.getByRole('dialog', { name: t.log.title });
    const status = await within(dialog).findByText('Kassenbuch unverändert (41 Belege geprüft)');
    expect(status).toHaveAttribute('role', 'status');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the chain is broken, naming the first broken receipt', async () => {
    serveLog({ first: { items: [full], nextCursor: null } });
    serveVerify({ intact: false, checked: 17, firstBrokenReceipt: 17, positionMismatchDays: [] });
    await openReport('Kassenbuch');
    const dialog = screen.getByRole('dialog', { name: t.log.title });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(t.chain.brokenTitle);
    expect(alert).toHaveTextContent(
      'Beleg Nr. 17 passt nicht mehr zur Prüfkette: Er wurde nachträglich geändert, oder ein Beleg davor wurde gelöscht.',
    );
    expect(within(dialog).queryByText(/Kassenbuch unverändert/)).not.toBeInTheDocument();
    // The receipts still show: the admin needs them to find out what happened.
    expect(within(dialog).getByRole('article', { name: 'Beleg Nr. 42' })).toBeInTheDocument();
  });

  it('warns when the days’ takings no longer match their receipts', async () => {
    serveLog({ first: { items: [full], nextCursor: null } });
    serveVerify({
      intact: false,
      checked: 42,
      firstBrokenReceipt: null,
      positionMismatchDays: ['2026-11-19', '2026-11-20'],
    });
    await openReport('Kassenbuch');
    const dialog = screen.getByRole('dialog', { name: t.log.title });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(t.chain.brokenTitle);
    expect(alert).toHaveTextContent(
      'Der Kassenstand dieser Tage passt nicht mehr zu den Belegen: 19.11.2026, 20.11.2026.',
    );
    expect(alert).not.toHaveTextContent('Prüfkette');
  });

  it('checks the chain again when the check failed', async () => {
    serveLog({ first: { items: [], nextCursor: null } });
    let fail = true;
    serveVerify(() =>
      fail
        ? problemResponse(503, 'DB_UNAVAILABLE')
        : Response.json({
            intact: true,
            checked: 1,
            firstBrokenReceipt: null,
            positionMismatchDays: [],
          }),
    );
    const { user } = await openReport('Kassenbuch');
    const dialog = screen.getByRole('dialog', { name: t.log.title });
    expect(await within(dialog).findByText(t.chain.failed)).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: t.chain.retry }));
    expect(
      await within(dialog).findByText('Kassenbuch unverändert (1 Beleg geprüft)'),
    ).toBeInTheDocument();
  });

  it('says when nothing was taken in the last 14 days', async () => {
    serveLog({ first: { items: [], nextCursor: null } });
    serveVerify({ intact: true, checked: 0, firstBrokenReceipt: null, positionMismatchDays: [] });
    await openReport('Kassenbuch');
    const dialog = screen.getByRole('dialog', { name: t.log.title });
    expect(await within(dialog).findByText(t.log.empty)).toBeInTheDocument();
    expect(within(dialog).queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows loading, then an error with a retry that loads the receipts', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/v1/cashregister/log', async () => {
        await held;
        return fail
          ? problemResponse(503, 'DB_UNAVAILABLE')
          : Response.json({ items: [full], nextCursor: null });
      }),
    );
    serveVerify(INTACT);
    const { user } = await openReport('Kassenbuch');
    const dialog = screen.getByRole('dialog', { name: t.log.title });
    expect(within(dialog).getByText(t.log.loading)).toHaveAttribute('role', 'status');
    release();

    expect(await within(dialog).findByText(t.log.failed)).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await within(dialog).findByRole('article', { name: 'Beleg Nr. 42' }),
    ).toBeInTheDocument();
  });

  it('tells the demo admin that it sees example data only', async () => {
    serveLog({ first: { items: [], nextCursor: null } });
    serveVerify(INTACT);
    await openReport('Kassenbuch', { ...adminProfile, role: 'admin', demo: true });
    const dialog = screen.getByRole('dialog', { name: t.log.title });
    expect(await within(dialog).findByText(t.demoNote)).toBeInTheDocument();
  });

  it('says nothing of demo data to a real admin', async () => {
    serveLog({ first: { items: [], nextCursor: null } });
    serveVerify(INTACT);
    await openReport('Kassenbuch');
    const dialog = screen.getByRole('dialog', { name: t.log.title });
    await within(dialog).findByText(t.log.empty);
    expect(within(dialog).queryByText(t.demoNote)).not.toBeInTheDocument();
  });
});
