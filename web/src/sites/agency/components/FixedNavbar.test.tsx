import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render';
import { setupUser } from '../../../testing/user';
import { de } from '../i18n/de';
import { FixedNavbar } from './FixedNavbar';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function navbar(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-agency-navbar]');
  if (!element) throw new Error('navbar missing');
  return element;
}

function menuButton(): HTMLElement {
  return screen.getByRole('button', { name: /Menü (öffnen|schließen)/ });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('FixedNavbar', () => {
  it('appears only after more than 500 px of scrolling and hides again at the top', () => {
    renderPage(<FixedNavbar />);
    expect(navbar()).toHaveAttribute('data-visible', 'false');
    expect(navbar()).toHaveAttribute('inert');

    scrollTo(500);
    expect(navbar()).toHaveAttribute('data-visible', 'false');

    scrollTo(501);
    expect(navbar()).toHaveAttribute('data-visible', 'true');
    expect(navbar()).not.toHaveAttribute('inert');

    scrollTo(120);
    expect(navbar()).toHaveAttribute('data-visible', 'false');
  });

  it('opens the menu with aria-expanded and closes it on a link click', async () => {
    const user = setupUser();
    renderPage(<FixedNavbar />);
    scrollTo(800);

    const toggle = menuButton();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(de.nav.menuClose);

    await user.click(screen.getByRole('link', { name: de.nav.about }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and returns focus to the menu button', async () => {
    const user = setupUser();
    renderPage(<FixedNavbar />);
    scrollTo(800);

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('link', { name: de.nav.service }).focus();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('links the three sections and offers the projects', () => {
    renderPage(<FixedNavbar />);
    scrollTo(800);
    for (const [label, href] of [
      [de.nav.service, '/#service'],
      [de.nav.about, '/#about'],
      [de.nav.contact, '/#contact'],
    ] as const) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('button', { name: de.nav.projects })).toBeInTheDocument();
  });
});
