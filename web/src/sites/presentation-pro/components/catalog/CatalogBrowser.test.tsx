import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../testing/render';
import { setupUser } from '../../../../testing/user';
import { LISTINGS } from '../../data/listings';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { CatalogBrowser } from './CatalogBrowser';

/** Images that load only when the test says so (jsdom never loads any). */
class ControlledImage {
  static created: ControlledImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  sizes = '';
  srcset = '';
  src = '';
  constructor() {
    ControlledImage.created.push(this);
  }
}

function loadAll() {
  act(() => {
    for (const image of ControlledImage.created) image.onload?.();
  });
}

beforeEach(() => {
  ControlledImage.created = [];
  vi.stubGlobal('Image', ControlledImage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function cards(): HTMLElement[] {
  return within(screen.getByRole('list')).getAllByRole('button');
}

describe('CatalogBrowser', () => {
  it('shows every listing, and per filter exactly the listings of that type', async () => {
    const user = setupUser();
    renderPage(<CatalogBrowser listings={LISTINGS} texts={de} idPrefix="test" />);
    expect(cards()).toHaveLength(24);

    const expected = {
      Stadt: 2,
      Natur: 4,
      Küste: 4,
      Ausland: 4,
      Insel: 5,
      Apartment: 1,
      Gewerbe: 3,
    };
    for (const [label, count] of Object.entries(expected)) {
      await user.click(screen.getByRole('button', { name: label }));
      expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      expect(cards()).toHaveLength(count);
    }
    await user.click(screen.getByRole('button', { name: 'Alle' }));
    expect(cards()).toHaveLength(24);
  });

  it('names the filters in English on English pages and formats prices per language', () => {
    renderPage(<CatalogBrowser listings={LISTINGS.slice(0, 1)} texts={en} idPrefix="test" />);
    for (const label of [
      'All',
      'City',
      'Nature',
      'Coast',
      'Abroad',
      'Island',
      'Apartment',
      'Industry',
    ]) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByText('€1,450,000')).toBeInTheDocument();
  });

  it('says so when a filter leaves nothing to show', async () => {
    const user = setupUser();
    const onlyCoast = LISTINGS.filter((listing) => listing.type === 'coast');
    renderPage(<CatalogBrowser listings={onlyCoast} texts={de} idPrefix="test" />);
    await user.click(screen.getByRole('button', { name: 'Stadt' }));
    expect(screen.getByText('Keine Einträge zum Anzeigen')).toBeInTheDocument();
  });

  it('opens the gallery at the clicked listing after all images of the filtered list loaded', async () => {
    const user = setupUser();
    renderPage(<CatalogBrowser listings={LISTINGS} texts={de} idPrefix="test" />);
    await user.click(screen.getByRole('button', { name: 'Insel' }));
    const islands = LISTINGS.filter((listing) => listing.type === 'island');
    await user.click(cards()[1]!);

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Bilder werden geladen...')).toBeInTheDocument();
    // One preload per listing of the filtered list, nothing else.
    expect(ControlledImage.created).toHaveLength(5);
    act(() => ControlledImage.created[0]!.onload?.());
    expect(within(dialog).getByText('Bilder werden geladen...')).toBeInTheDocument();
    loadAll();

    expect(within(dialog).queryByText('Bilder werden geladen...')).not.toBeInTheDocument();
    expect(within(dialog).getByText('2 von 5')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: islands[1]!.location.de }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Energieausweis')).toBeInTheDocument();
    expect(within(dialog).getByText(islands[1]!.energy.energyClass)).toBeInTheDocument();
  });

  it('pages with wrap-around over the filtered list, by buttons and arrow keys', async () => {
    const user = setupUser();
    renderPage(<CatalogBrowser listings={LISTINGS} texts={de} idPrefix="test" />);
    await user.click(screen.getByRole('button', { name: 'Insel' }));
    await user.click(cards()[4]!);
    loadAll();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('5 von 5')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Nächste Immobilie' }));
    expect(within(dialog).getByText('1 von 5')).toBeInTheDocument();
    // The new image slides in from the side the visitor moves towards (500 ms in CSS).
    expect(within(dialog).getByRole('img')).toHaveAttribute('data-direction', 'next');
    await user.click(within(dialog).getByRole('button', { name: 'Vorherige Immobilie' }));
    expect(within(dialog).getByText('5 von 5')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('data-direction', 'previous');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('2 von 5')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('4 von 5')).toBeInTheDocument();
  });

  it('closes the gallery on the overlay and locks the page scroll while open', async () => {
    const user = setupUser();
    renderPage(<CatalogBrowser listings={LISTINGS} texts={de} idPrefix="test" />);
    await user.click(cards()[0]!);
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('on touch, reveals the info with the first tap and opens with the second', () => {
    renderPage(<CatalogBrowser listings={LISTINGS} texts={de} idPrefix="test" />);
    const card = cards()[2]!;
    const tap = () => {
      const down = new Event('pointerdown', { bubbles: true });
      Object.assign(down, { pointerType: 'touch' });
      act(() => {
        card.dispatchEvent(down);
      });
      fireEvent.click(card);
    };

    tap();
    expect(card).toHaveAttribute('data-revealed', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    tap();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
