import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { setupUser } from '../../testing/user';
import { ConsentMap } from './ConsentMap';
import { consentMapTextsDe } from './consent-map-texts';

const leaflet = vi.hoisted(() => {
  const fakeMap = {
    on: vi.fn(),
    remove: vi.fn(),
    scrollWheelZoom: { enable: vi.fn(), disable: vi.fn() },
  };
  const layer = { addTo: vi.fn() };
  return {
    loaded: vi.fn(),
    fakeMap,
    map: vi.fn(() => fakeMap),
    tileLayer: vi.fn(() => layer),
    marker: vi.fn(() => layer),
    mergeOptions: vi.fn(),
  };
});

// The factory runs only when something imports 'leaflet': `loaded` tells whether it was.
vi.mock('leaflet', () => {
  leaflet.loaded();
  return {
    map: leaflet.map,
    tileLayer: leaflet.tileLayer,
    marker: leaflet.marker,
    Icon: { Default: { mergeOptions: leaflet.mergeOptions, imagePath: undefined } },
  };
});

const texts = { ...consentMapTextsDe, mapLabel: 'Karte: Büro in Berlin' };
const berlin: [number, number] = [52.52, 13.405];

function renderMap() {
  return render(<ConsentMap center={berlin} zoom={10} markerTitle="Real Estate" texts={texts} />);
}

const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(request.url);
});

beforeEach(() => {
  requests.length = 0;
  // Call history only; the module (and so the icon setup) loads once per file.
  leaflet.map.mockClear();
  leaflet.fakeMap.remove.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ConsentMap', () => {
  it('before consent shows only the notice: no Leaflet, no request', async () => {
    renderMap();
    expect(screen.getByText(consentMapTextsDe.notice)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zustimmen & anzeigen' })).toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leaflet.loaded).not.toHaveBeenCalled();
    expect(leaflet.map).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('stores the consent on click and then loads the map with tiles, attribution and marker', async () => {
    const user = setupUser();
    const { unmount } = renderMap();
    await user.click(screen.getByRole('button', { name: 'Zustimmen & anzeigen' }));

    expect(localStorage.getItem('mapsConsent')).toBe('true');
    const region = screen.getByRole('region', { name: 'Karte: Büro in Berlin' });
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));

    expect(leaflet.map).toHaveBeenCalledWith(region, {
      center: berlin,
      zoom: 10,
      scrollWheelZoom: false,
    });
    expect(leaflet.tileLayer).toHaveBeenCalledWith(
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      expect.objectContaining({
        attribution: expect.stringContaining(
          '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>',
        ) as unknown,
      }),
    );
    expect(leaflet.marker).toHaveBeenCalledWith(
      berlin,
      expect.objectContaining({ title: 'Real Estate' }),
    );
    expect(leaflet.mergeOptions).toHaveBeenCalledWith({
      iconUrl: expect.stringContaining('marker-icon.png') as unknown,
      iconRetinaUrl: expect.stringContaining('marker-icon-2x.png') as unknown,
      shadowUrl: expect.stringContaining('marker-shadow.png') as unknown,
    });

    unmount();
    expect(leaflet.fakeMap.remove).toHaveBeenCalled();
  });

  it('loads the map at once when consent was given on an earlier visit', async () => {
    localStorage.setItem('mapsConsent', 'true');
    renderMap();
    expect(screen.queryByRole('button', { name: 'Zustimmen & anzeigen' })).not.toBeInTheDocument();
    await waitFor(() => expect(leaflet.map).toHaveBeenCalled());
  });

  it('offers to hide the map only once it is shown', async () => {
    const user = setupUser();
    renderMap();
    expect(screen.queryByRole('button', { name: 'Karte ausblenden' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zustimmen & anzeigen' }));
    const region = screen.getByRole('region', { name: 'Karte: Büro in Berlin' });
    await waitFor(() => expect(region).toHaveAttribute('data-status', 'ready'));
    expect(screen.getByRole('button', { name: 'Karte ausblenden' })).toBeVisible();
  });

  it('hiding removes the map, forgets the consent and returns to the notice, focus on its button', async () => {
    const user = setupUser();
    localStorage.setItem('mapsConsent', 'true');
    renderMap();
    const region = await screen.findByRole('region', { name: 'Karte: Büro in Berlin' });
    await waitFor(() => expect(region).toHaveAttribute('data-status', 'ready'));

    await user.click(screen.getByRole('button', { name: 'Karte ausblenden' }));

    expect(leaflet.fakeMap.remove).toHaveBeenCalledTimes(1);
    expect(region).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Karte ausblenden' })).not.toBeInTheDocument();
    expect(localStorage.getItem('mapsConsent')).toBeNull();
    expect(screen.getByText(consentMapTextsDe.notice)).toBeVisible();
    const agree = screen.getByRole('button', { name: 'Zustimmen & anzeigen' });
    expect(agree).toHaveFocus();
    expect(agree).toHaveAccessibleDescription(consentMapTextsDe.notice);

    // Agreeing again builds a new map.
    leaflet.map.mockClear();
    await user.click(agree);
    expect(localStorage.getItem('mapsConsent')).toBe('true');
    await waitFor(() => expect(leaflet.map).toHaveBeenCalledTimes(1));
  });

  it('a withdrawal in another tab hides the map here too', async () => {
    localStorage.setItem('mapsConsent', 'true');
    renderMap();
    await waitFor(() => expect(leaflet.map).toHaveBeenCalled());

    act(() => {
      localStorage.removeItem('mapsConsent');
      window.dispatchEvent(new StorageEvent('storage', { key: 'mapsConsent', newValue: null }));
    });
    expect(leaflet.fakeMap.remove).toHaveBeenCalled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zustimmen & anzeigen' })).toBeVisible();
  });

  it('without storage the yes counts for this page view, and hiding still works', async () => {
    const user = setupUser();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    renderMap();
    await user.click(screen.getByRole('button', { name: 'Zustimmen & anzeigen' }));
    await waitFor(() => expect(leaflet.map).toHaveBeenCalled());

    await user.click(screen.getByRole('button', { name: 'Karte ausblenden' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zustimmen & anzeigen' })).toHaveFocus();
  });
});
