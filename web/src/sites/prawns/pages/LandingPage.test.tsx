import { getGetAgencyDetailsMockHandler } from '@showcase/contracts/generated/endpoints/agency/agency.msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prawnsRoutes } from '../routes';
import { agencyDetails } from '../../../testing/agency-details';
import { server } from '../../../testing/msw-server';
import { renderSite } from '../../../testing/render';
import { prawnsMapTexts, prawnsTexts } from '../prawns-texts';
import { serveOffer } from '../testing/prawn-api';

async function openLanding() {
  const rendered = renderSite(prawnsRoutes, '/ParallaxPrawns');
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const viewportHeight = 800;

const ownScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');

function scrollPageTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  serveOffer();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewportHeight });
});

afterEach(() => {
  vi.unstubAllGlobals();
  if (ownScrollY) Object.defineProperty(window, 'scrollY', ownScrollY);
  else delete (window as { scrollY?: number }).scrollY;
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
});

describe('ParallaxPrawns landing page', () => {
  it('speaks English, names itself and leads back to the agency', async () => {
    await openLanding();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.title).toBe(prawnsTexts.documentTitle);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Parallax Prawns');
    expect(screen.getByRole('link', { name: 'Sternsinger Webdesign' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('has the sections in page order: hero, order, contact, about', async () => {
    await openLanding();
    const ids = [...document.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(['top', 'order', 'contact', 'about']);
    expect(screen.getByRole('button', { name: 'ORDER NOW' })).toBeVisible();
    expect(
      within(document.getElementById('order') as HTMLElement).getAllByRole('link'),
    ).toHaveLength(4);
  });

  it('shows the offer’s price with VAT and delivery', async () => {
    await openLanding();
    const order = document.getElementById('order') as HTMLElement;
    expect(await within(order).findByText('€34.90')).toBeVisible();
    expect(within(order).getByText('incl. VAT, free delivery')).toBeVisible();
    expect(within(order).getByText('Prawn box, 1 kg')).toBeVisible();
  });
});

describe('ParallaxPrawns menu', () => {
  it('toggles the menu with ORDER, CONTACT and ABOUT', async () => {
    await openLanding();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'ORDER' })).toBeNull();

    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['ORDER', 'CONTACT', 'ABOUT']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  // 0.545, 1.07 and 1.6 × the 800 px viewport.
  it.each([
    ['ORDER', 436],
    ['CONTACT', 856],
    ['ABOUT', 1280],
  ])('%s scrolls smoothly to %d px of an 800 px viewport', async (name, top) => {
    await openLanding();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('button', { name }));

    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top, behavior: 'smooth' });
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(name.toLowerCase())).toHaveFocus();
  });

  it('computes the targets from the current viewport height', async () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    await openLanding();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    for (const name of ['ORDER', 'CONTACT', 'ABOUT']) {
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      fireEvent.click(screen.getByRole('button', { name }));
    }
    expect(scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top)).toEqual([
      545, 1070, 1600,
    ]);
  });

  it('scrolls to the section itself when the page grew and it starts further down', async () => {
    await openLanding();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const contact = document.getElementById('contact') as HTMLElement;
    vi.spyOn(contact, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 1500, 375, 900));
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'CONTACT' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1500, behavior: 'smooth' });
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    reduceMotion();
    await openLanding();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'ORDER' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 436, behavior: 'auto' });
  });

  it('lowers the fishing hook only once the visitor has scrolled below the title', async () => {
    await openLanding();
    // At the top it is not there at all: nothing to cover, nothing to catch a tap.
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollPageTo(240);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollPageTo(241);
    const hook = await screen.findByRole('button', { name: 'Back to top' });
    // After the Menu button in the navigation, so the keyboard meets the menu first.
    expect(screen.getByRole('button', { name: 'Menu' }).compareDocumentPosition(hook)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    scrollPageTo(100);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull());
  });

  it('the fishing hook reels the visitor back to the top and hands the focus to it', async () => {
    await openLanding();
    scrollPageTo(1000);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    // The hook comes with the scroll's next frame, which a busy machine may take a moment for.
    fireEvent.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    // The hook goes once the page is up; the focus does not fall out with it.
    expect(document.getElementById('top')).toHaveFocus();
  });
});

describe('ParallaxPrawns parallax layers', () => {
  const layer = (id: string) => document.querySelector<HTMLElement>(`[data-layer="${id}"]`);

  it('moves the layers only by translate3d, batched into one animation frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    await openLanding();
    expect(layer('water')?.style.transform).toBe('translate3d(0px, 0px, 0)');

    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1000);
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    expect(frames).toHaveLength(1);
    expect(layer('water')?.style.transform).toBe('translate3d(0px, 0px, 0)');

    frames[0]?.(0);
    expect(layer('water')?.style.transform).toBe('translate3d(0px, 700px, 0)');
    expect(layer('fish')?.style.transform).toBe('translate3d(120px, 650px, 0)');
    expect(layer('bubbles')?.style.transform).toBe('translate3d(0px, -250px, 0)');
    for (const id of ['rays', 'rocks', 'seaweed', 'prawns']) {
      expect(layer(id)?.style.transform).toMatch(/^translate3d\(/);
    }
  });

  it('keeps every layer still, without transforms, under reduced motion', async () => {
    reduceMotion();
    const requestFrame = vi.fn(() => 1);
    vi.stubGlobal('requestAnimationFrame', requestFrame);
    await openLanding();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1000);
    fireEvent.scroll(window);

    expect(requestFrame).not.toHaveBeenCalled();
    const layers = document.querySelectorAll<HTMLElement>('[data-layer]');
    expect(layers).toHaveLength(7);
    for (const element of layers) expect(element.style.transform).toBe('');
  });
});

describe('ParallaxPrawns contact', () => {
  it('shows phone and e-mail from the configuration as links', async () => {
    server.use(getGetAgencyDetailsMockHandler(agencyDetails));
    await openLanding();
    const contact = document.getElementById('contact') as HTMLElement;
    expect(await within(contact).findByRole('link', { name: agencyDetails.phone })).toHaveAttribute(
      'href',
      'tel:+49307654321',
    );
    expect(within(contact).getByRole('link', { name: agencyDetails.email })).toHaveAttribute(
      'href',
      `mailto:${agencyDetails.email}`,
    );
  });

  it('validates with the page’s texts and answers with the Sternsinger notice', async () => {
    await openLanding();
    const contact = document.getElementById('contact') as HTMLElement;
    // The form loads as a part of its own (an island), after the page.
    fireEvent.click(await within(contact).findByRole('button', { name: 'Send' }));
    expect(await within(contact).findByText('Please enter a valid name.')).toBeVisible();
    expect(within(contact).getByText('Please enter a valid email address.')).toBeVisible();

    fireEvent.change(within(contact).getByLabelText('Message'), {
      target: { value: 'x'.repeat(1201) },
    });
    expect(await within(contact).findByText('Your message is too long.')).toBeVisible();

    fireEvent.change(within(contact).getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(within(contact).getByLabelText('Email'), {
      target: { value: 'ada@example.org' },
    });
    fireEvent.change(within(contact).getByLabelText('Message'), {
      target: { value: 'x'.repeat(1200) },
    });
    fireEvent.click(within(contact).getByRole('button', { name: 'Send' }));
    expect(
      await within(contact).findByText('Please use the contact form on our Sternsinger homepage.'),
    ).toBeVisible();
  });

  it('asks for consent before the map, with the German button', async () => {
    await openLanding();
    expect(screen.getByRole('button', { name: 'Zustimmen & anzeigen' })).toBeVisible();
    expect(screen.getByText(prawnsMapTexts.notice)).toBeVisible();
    expect(screen.queryByRole('region', { name: prawnsMapTexts.mapLabel })).toBeNull();
  });
});
