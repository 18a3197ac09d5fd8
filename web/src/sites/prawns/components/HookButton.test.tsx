import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HookButton, tappableUnder } from './HookButton';

const ownScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');

function scrollPageTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
    window.dispatchEvent(new Event('scroll'));
  });
}

/** What lies under any point of the hook, as the browser's hit test would list it. */
function underTheHook(...elements: Element[]) {
  document.elementsFromPoint = vi.fn(() => [
    ...document.querySelectorAll('nav, nav *'),
    ...elements,
    document.body,
  ]);
}

const hook = () => screen.queryByRole('button', { name: 'Back to top' });

function renderHook() {
  const onClick = vi.fn();
  const page = document.createElement('main');
  page.innerHTML =
    '<p id="text">Three generations…</p><a id="link" href="https://example.org">Instagram</a>' +
    '<label id="label">Name <input id="field"></label><section id="section" tabindex="-1"></section>';
  document.body.append(page);
  render(
    <nav>
      <HookButton onClick={onClick} />
    </nav>,
  );
  return { onClick, get: (id: string) => document.getElementById(id) as HTMLElement };
}

afterEach(() => {
  if (ownScrollY) Object.defineProperty(window, 'scrollY', ownScrollY);
  delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
  document.querySelector('main')?.remove();
});

describe('HookButton', () => {
  it('is not there at the top of the page, only once the visitor has dived past 240 px', () => {
    const { onClick } = renderHook();
    expect(hook()).toBeNull();
    scrollPageTo(240);
    expect(hook()).toBeNull();
    scrollPageTo(241);
    fireEvent.click(hook() as HTMLElement);
    expect(onClick).toHaveBeenCalledTimes(1);
    scrollPageTo(0);
    expect(hook()).toBeNull();
  });

  it('steps aside while a link, a field or its label lies under it, and comes back over text', async () => {
    const { get } = renderHook();
    underTheHook(get('text'));
    scrollPageTo(1000);
    expect(hook()).toHaveAttribute('data-aside', 'false');

    for (const id of ['link', 'field', 'label']) {
      underTheHook(get(id));
      scrollPageTo(1000 + id.length);
      await vi.waitFor(() => expect(hook()).toHaveAttribute('data-aside', 'true'));
    }

    // Plain text and sections that only take the focus from a script leave it in place.
    underTheHook(get('text'), get('section'));
    scrollPageTo(1200);
    await vi.waitFor(() => expect(hook()).toHaveAttribute('data-aside', 'false'));
  });

  it('looks through itself and the navigation, and needs a hit test to step aside', () => {
    const { get } = renderHook();
    scrollPageTo(1000);
    const button = hook() as HTMLElement;
    // Without a hit test (old browsers, jsdom) nothing is known to lie under it.
    expect(tappableUnder(button)).toBe(false);
    underTheHook();
    expect(tappableUnder(button)).toBe(false);
    underTheHook(get('link'));
    expect(tappableUnder(button)).toBe(true);
  });
});
