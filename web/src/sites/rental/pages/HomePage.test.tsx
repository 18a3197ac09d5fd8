import { getGetSiteModeQueryKey } from '@showcase/contracts/generated/endpoints/agency/agency';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { rentalRoutes } from '../routes';
import { agencyDetails } from '../../../testing/agency-details';
import { server } from '../../../testing/msw-server';
import { businessSettings, vehicleFixture } from '../../../testing/rental-fixtures';
import { renderSite } from '../../../testing/render';
import { employeeProfile } from '../../../testing/staff-profiles';
import { storeUser } from '../features/auth/stored-user';
import { HIRING_DISMISSED_KEY } from '../features/home/HiringNote';
import { de } from '../i18n/de';
import { en } from '../i18n/en';

async function openHome(path = '/RentalRevolution/') {
  const rendered = renderSite(rentalRoutes, path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const withSettings = (overrides: object) =>
  server.use(
    http.get('*/api/v1/settings/business', () =>
      HttpResponse.json({ ...businessSettings, ...overrides }),
    ),
  );

describe('RentalRevolution home: sections and anchors', () => {
  it('has the German anchors #top, #buchen, #anfahrt, #kontakt, #über-uns', async () => {
    await openHome();
    for (const id of ['top', 'buchen', 'anfahrt', 'kontakt', 'über-uns']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
  });

  it('has the English anchors #top, #book, #approach, #contact, #about', async () => {
    await openHome('/RentalRevolution/en');
    for (const id of ['top', 'book', 'approach', 'contact', 'about']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(screen.getByRole('heading', { level: 2, name: en.home.offer.title })).toBeVisible();
  });
});

describe('RentalRevolution home: offer block', () => {
  it('has a Book and an Overview button per category, the overview in the page language', async () => {
    await openHome();
    const offer = document.getElementById('buchen') as HTMLElement;
    expect(within(offer).getAllByRole('button', { name: /buchen$/ })).toHaveLength(5);
    expect(within(offer).getByRole('link', { name: 'Übersicht: alle Kanus' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Übersicht/Kanus',
    );
  });

  it('links the English overview with the English type', async () => {
    await openHome('/RentalRevolution/en');
    expect(screen.getByRole('link', { name: 'Overview: all jet skis' })).toHaveAttribute(
      'href',
      '/RentalRevolution/overview/jetskis',
    );
  });

  it('opens the booking-method dialog; by hours leads to the type, by days to its first boat', async () => {
    server.use(
      http.get('*/api/v1/vehicles', ({ request }) => {
        const type = new URL(request.url).searchParams.get('type');
        return HttpResponse.json({
          items: type === 'houseboats' ? [vehicleFixture({ type, name: 'Houseboat A 50 PS' })] : [],
        });
      }),
    );
    await openHome();
    fireEvent.click(screen.getByRole('button', { name: 'Hausboote buchen' }));

    const dialog = await screen.findByRole('dialog', { name: de.bookingDialog.title });
    expect(within(dialog).getByRole('link', { name: 'Stundenweise buchen' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Buchen/Hausboote',
    );
    expect(await within(dialog).findByRole('link', { name: 'Tageweise buchen' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Buchen2/Hausboote/Houseboat%20A%2050%20PS',
    );
  });

  it('says so in the dialog when no boat of the type can be booked by days', async () => {
    await openHome();
    fireEvent.click(screen.getByRole('button', { name: 'Kanus buchen' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(de.bookingDialog.noVehicle)).toBeVisible();
    expect(within(dialog).queryByRole('link', { name: 'Tageweise buchen' })).toBeNull();
  });

  it('writes whole-euro prices as the overviews do: no ",00"', async () => {
    server.use(
      http.get('*/api/v1/vehicles', () =>
        HttpResponse.json({ items: [vehicleFixture({ name: 'Rund', prices: { '1': 5500 } })] }),
      ),
    );
    await openHome();
    const offer = document.getElementById('buchen') as HTMLElement;
    expect(await within(offer).findByText('ab 55 € pro Stunde')).toBeVisible();
  });

  it('shows each category with its first boat’s picture and its cheapest hour', async () => {
    server.use(
      http.get('*/api/v1/vehicles', () =>
        HttpResponse.json({
          items: [
            vehicleFixture({ name: 'Teuer', prices: { '1': 12000 } }),
            vehicleFixture({ name: 'Günstig', prices: { '1': 5550 } }),
          ],
        }),
      ),
    );
    await openHome();
    const offer = document.getElementById('buchen') as HTMLElement;
    expect(await within(offer).findByText('ab 55,50 € pro Stunde')).toBeVisible();
    const card = within(offer).getByRole('heading', { name: 'Motorboote' }).closest('li');
    expect(card?.querySelector('img')).toHaveAttribute(
      'src',
      vehicleFixture().images[0]?.thumbnailUrl,
    );
  });
});

describe('RentalRevolution home: opening hours', () => {
  it('shows the general hours, the seasons’ own hours and the off-season as closed', async () => {
    await openHome();
    const hours = await screen.findByRole('heading', { name: de.home.hours.title });
    const card = hours.closest('section') as HTMLElement;
    await within(card).findByText('9:00 – 19:00 Uhr');
    const rows = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent} → ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Täglich → 9:00 – 19:00 Uhr',
      'Saisonbeginn1. April – 31. Mai → 10:00 – 18:00 Uhr',
      'Saisonende1. September – 15. Oktober → 10:00 – 18:00 Uhr',
      'Winterpause16. Oktober – 31. März → geschlossen',
    ]);
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    server.use(http.get('*/api/v1/settings/business', () => HttpResponse.error()));
    await openHome();
    expect(await screen.findByText(de.home.hours.error)).toBeVisible();
    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: de.home.hours.retry }));
    expect(await screen.findByText('9:00 – 19:00 Uhr')).toBeVisible();
  });
});

describe("RentalRevolution home: hiring note (the spec's hiring popup)", () => {
  it('is not shown while the business is not hiring', async () => {
    await openHome();
    await screen.findByText('9:00 – 19:00 Uhr');
    expect(screen.queryByRole('complementary', { name: de.home.hiring.title })).toBeNull();
  });

  it('is shown when hiring, and once closed stays closed for the session', async () => {
    withSettings({ hiring: true });
    await openHome();
    const popup = await screen.findByRole('complementary', { name: de.home.hiring.title });
    fireEvent.click(within(popup).getByRole('button', { name: de.home.hiring.close }));
    expect(screen.queryByRole('complementary', { name: de.home.hiring.title })).toBeNull();
    expect(sessionStorage.getItem(HIRING_DISMISSED_KEY)).toBe('1');
  });

  it('sits in the banner right after its buttons: early in the tab order, not over the page', async () => {
    withSettings({ hiring: true });
    await openHome();
    const note = await screen.findByRole('complementary', { name: de.home.hiring.title });
    const banner = screen.getByRole('region', { name: de.home.title });
    expect(banner).toContainElement(note);
    const bookLink = within(banner).getByRole('link', { name: de.home.ctaBook });
    expect(bookLink.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const contactForm = screen.getByRole('heading', { name: de.home.contact.title });
    expect(
      note.compareDocumentPosition(contactForm) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('closes for the session when the visitor follows its link to the contact form', async () => {
    withSettings({ hiring: true });
    await openHome();
    const note = await screen.findByRole('complementary', { name: de.home.hiring.title });
    fireEvent.click(within(note).getByRole('link', { name: new RegExp(de.home.hiring.contact) }));
    expect(screen.queryByRole('complementary', { name: de.home.hiring.title })).toBeNull();
    expect(sessionStorage.getItem(HIRING_DISMISSED_KEY)).toBe('1');
  });

  it('stays away on a later page view of the same session', async () => {
    withSettings({ hiring: true });
    sessionStorage.setItem(HIRING_DISMISSED_KEY, '1');
    await openHome();
    await screen.findByText('9:00 – 19:00 Uhr');
    expect(screen.queryByRole('complementary', { name: de.home.hiring.title })).toBeNull();
  });
});

describe('RentalRevolution home: floating contact buttons', () => {
  it('shows messenger, chat app and phone while nobody is logged in', async () => {
    server.use(http.get('*/api/v1/agency/details', () => HttpResponse.json(agencyDetails)));
    await openHome();
    const floating = screen.getByRole('navigation', { name: de.home.floating.label });
    expect(
      await within(floating).findByRole('link', { name: de.home.floating.phone }),
    ).toHaveAttribute('href', 'tel:+49307654321');
    expect(within(floating).getByRole('link', { name: de.home.floating.chat })).toHaveAttribute(
      'href',
      'https://wa.me/49307654321',
    );
    expect(within(floating).getByRole('link', { name: de.home.floating.messenger })).toBeVisible();
  });

  it('keeps the places of chat and phone while the number loads, so nothing moves', async () => {
    let answer: () => void = () => undefined;
    // Answered only once the request has arrived: on a busy machine it may arrive after the
    // page shows, and answering before would leave it hanging.
    let arrived: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.get('*/api/v1/agency/details', async () => {
        const answered = new Promise<void>((resolve) => (answer = resolve));
        arrived();
        await answered;
        return HttpResponse.json(agencyDetails);
      }),
    );
    await openHome();
    const floating = screen.getByRole('navigation', { name: de.home.floating.label });
    const options = floating.firstElementChild!;
    expect(within(floating).getAllByRole('link')).toHaveLength(1);
    expect(options.children).toHaveLength(3);
    await requested;
    act(() => answer());
    await within(floating).findByRole('link', { name: de.home.floating.phone });
    expect(options.children).toHaveLength(3);
  });

  it('folds them into one button that unfolds and folds again (with Escape, focus back on it)', async () => {
    await openHome();
    const floating = screen.getByRole('navigation', { name: de.home.floating.label });
    const toggle = within(floating).getByRole('button', { name: de.home.floating.toggle });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(floating).toHaveAttribute('data-open', 'false');
    const options = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(options).toContainElement(
      within(floating).getByRole('link', { name: de.home.floating.messenger }),
    );
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(floating).toHaveAttribute('data-open', 'true');
    const messenger = within(floating).getByRole('link', { name: de.home.floating.messenger });
    messenger.focus();
    fireEvent.keyDown(messenger, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('hides them when a staff member is logged in', async () => {
    await openHome();
    expect(screen.getByRole('navigation', { name: de.home.floating.label })).toBeVisible();
    act(() => {
      storeUser(employeeProfile);
    });
    expect(screen.queryByRole('navigation', { name: de.home.floating.label })).toBeNull();
  });
});

describe('RentalRevolution home: contact form', () => {
  // The island's code (the form, react-hook-form, the rules) is compiled on its first import; on
  // a busy machine that took longer than a test's wait. Importing it up front keeps it out of it.
  beforeAll(async () => {
    await import('../features/home/ContactForm.island');
  }, 60_000);

  /** The form loads as a part of its own (an island), after the page. */
  const openContact = async () => {
    const rendered = await openHome();
    await within(document.getElementById('kontakt') as HTMLElement).findByLabelText('Name');
    return rendered;
  };

  const fillAndSend = () => {
    const form = document.getElementById('kontakt') as HTMLElement;
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Jonas Berg' } });
    fireEvent.change(within(form).getByLabelText('E-Mail'), {
      target: { value: 'jonas@example.de' },
    });
    fireEvent.change(within(form).getByLabelText('Nachricht'), { target: { value: 'Kanu frei?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Absenden' }));
    return form;
  };

  it('sends nothing in demo mode and shows the notice', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/v1/inbox/contact-messages', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await openContact();
    const form = fillAndSend();
    // The status region is always there (so screen readers announce it): wait for its text. The
    // file's first submit runs the form's code paths cold (3.1 s on a busy CI machine).
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(/Demo/), {
      timeout: 10_000,
    });
    expect(posted).toEqual([]);
  });

  it('delivers to the staff inbox when the server is not in demo mode', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/v1/agency/site-mode', () => HttpResponse.json({ demoMode: false })),
      http.post('*/api/v1/inbox/contact-messages', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          {
            id: 'x',
            sender: 'Jonas Berg',
            email: 'jonas@example.de',
            body: 'Kanu frei?',
            receivedAt: new Date().toISOString(),
          },
          { status: 201 },
        );
      }),
    );
    const { queryClient } = await openContact();
    // The page learns the mode from the server before the visitor can have typed a message.
    await waitFor(() =>
      expect(queryClient.getQueryData(getGetSiteModeQueryKey())).toEqual({ demoMode: false }),
    );
    const form = fillAndSend();
    expect(await within(form).findByText(de.home.contact.sent)).toBeVisible();
    expect(posted).toEqual([
      { sender: 'Jonas Berg', email: 'jonas@example.de', body: 'Kanu frei?' },
    ]);
  });
});

describe('RentalRevolution language flag', () => {
  it('leads to the same page in the other language', async () => {
    await openHome('/RentalRevolution/Buchen2/Hausboote/Houseboat%20A%2050%20PS');
    const nav = screen.getByRole('navigation', { name: de.nav.label });
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/RentalRevolution/book2/houseboats/Houseboat%20A%2050%20PS',
    );
  });
});
