import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceBy } from '../../../../testing/fake-time';
import { renderPage } from '../../../../testing/render';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { CountersSection } from '../home/CountersSection';
import { HeroSlider } from './HeroSlider';

function currentDot(): HTMLElement {
  const dots = within(screen.getByRole('group', { name: 'Folie wählen' })).getAllByRole('button');
  const current = dots.find((dot) => dot.getAttribute('aria-current') === 'true');
  if (!current) throw new Error('no current dot');
  return current;
}

describe('HeroSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  // fireEvent clicks without moving focus, so the focus hold stays out of these timings.
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

  it('shows seven slides with their captions, one at a time', () => {
    renderPage(<HeroSlider texts={de} />);
    const captions = [
      'Häuser',
      'Wohnungen',
      'In der Natur',
      'An der Küste',
      'Im Ausland',
      'Auf Inseln',
      'Gewerbe',
    ];
    for (const [index, caption] of captions.entries()) {
      expect(
        screen.getByRole('button', { name: `Folie ${index + 1}: ${caption}` }),
      ).toBeInTheDocument();
    }
    // Only the shown slide is exposed; the others are hidden from assistive technology.
    expect(screen.getAllByRole('group', { name: /^Folie \d von 7/ })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Häuser' })).toBeInTheDocument();
  });

  it('pre-renders the shown slide’s pictures only; its neighbours load once hydrated', () => {
    const picturesOf = (html: string) => [...new Set(html.match(/slide-\d+-(?:bg|object)/g))];
    const prerendered = renderToString(
      <MemoryRouter>
        <HeroSlider texts={de} />
      </MemoryRouter>,
    );
    expect(picturesOf(prerendered).sort()).toEqual(['slide-1-bg', 'slide-1-object']);

    renderPage(<HeroSlider texts={de} />);
    expect(picturesOf(document.body.innerHTML).sort()).toEqual([
      'slide-1-bg',
      'slide-1-object',
      'slide-2-bg',
      'slide-2-object',
      'slide-7-bg',
      'slide-7-object',
    ]);
  });

  it('advances on its own after the first activation and wraps with the buttons', async () => {
    renderPage(<HeroSlider texts={de} />);
    await advanceBy(300);
    await advanceBy(8500);
    expect(currentDot()).toHaveAccessibleName('Folie 2: Wohnungen');

    click('Vorherige Folie');
    click('Vorherige Folie');
    expect(currentDot()).toHaveAccessibleName('Folie 7: Gewerbe');
    click('Nächste Folie');
    expect(currentDot()).toHaveAccessibleName('Folie 1: Häuser');
  });

  it('pauses and plays with one toggle; a dot resumes playback', async () => {
    renderPage(<HeroSlider texts={de} />);
    await advanceBy(300);
    click('Diashow anhalten');
    expect(screen.getByRole('button', { name: 'Diashow abspielen' })).toBeInTheDocument();
    await advanceBy(20_000);
    expect(currentDot()).toHaveAccessibleName('Folie 1: Häuser');

    click('Folie 4: An der Küste');
    expect(screen.getByRole('button', { name: 'Diashow anhalten' })).toBeInTheDocument();
    await advanceBy(8500);
    expect(currentDot()).toHaveAccessibleName('Folie 5: Im Ausland');
  });

  it('holds while keyboard focus is inside, as the carousel pattern asks', async () => {
    renderPage(<HeroSlider texts={de} />);
    await advanceBy(300);
    fireEvent.focus(screen.getByRole('button', { name: 'Nächste Folie' }));
    await advanceBy(20_000);
    expect(currentDot()).toHaveAccessibleName('Folie 1: Häuser');
    fireEvent.blur(screen.getByRole('button', { name: 'Nächste Folie' }));
    await advanceBy(8500);
    expect(currentDot()).toHaveAccessibleName('Folie 2: Wohnungen');
  });

  it('leads to the contact page and the catalogue', () => {
    renderPage(<HeroSlider texts={en} />, '/PresentationPro/en');
    expect(screen.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      '/PresentationPro/en/contact',
    );
    expect(screen.getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute(
      'href',
      '/PresentationPro/en/catalog',
    );
  });
});

describe('CountersSection', () => {
  it('counts to 500+, 300+ and 10+', () => {
    renderPage(<CountersSection texts={en} />);
    for (const value of ['500+', '300+', '10+']) {
      expect(screen.getByText(value)).toHaveClass('visually-hidden');
    }
    expect(screen.getByText('Completed transactions')).toBeInTheDocument();
    expect(screen.getByText('Satisfied customers')).toBeInTheDocument();
    expect(screen.getByText('Experienced experts')).toBeInTheDocument();
  });
});
