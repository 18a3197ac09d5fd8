import { act, lazy, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Island } from './Island';
import { gateIslands } from './island-gates';

/** An IntersectionObserver whose intersections the test decides. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  intersect(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

function fakeWindow() {
  FakeObserver.all = [];
  return Object.assign(Object.create(window) as Window & typeof globalThis, {
    IntersectionObserver: FakeObserver,
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  });
}

function Greeting({ who }: { who: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      Hello {who} {clicks}
    </button>
  );
}

/** The island's code as the browser gets it: a module that has not loaded yet. */
function lazyGreeting(): ComponentType<{ who: string }> {
  return lazy(() => Promise.resolve({ default: Greeting }));
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

beforeAll(() => {
  // These tests drive React themselves (hydration), not through Testing Library's render.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
let nameCounter = 0;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** A pre-rendered page with an island, hydrated in the browser with its gates set. */
type PageProps = { name: string; island: ComponentType<{ who: string }> };

async function hydratedPage(Page: ComponentType<PageProps>) {
  const name = `greeting-${(nameCounter += 1)}`;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page name={name} island={Greeting} />);
  document.body.append(container);
  const win = fakeWindow();
  gateIslands(container, win);
  const island = lazyGreeting();
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, <Page name={name} island={island} />, {
      onRecoverableError: (error) => console.error(error),
    });
  });
  const element = () => container.querySelector<HTMLElement>('[data-island]');
  return { container, element, errors, observer: () => FakeObserver.all[0] };
}

function StaticPage({ name, island }: PageProps) {
  return (
    <main>
      <h1>Page</h1>
      <Island name={name} component={island} props={{ who: 'Ada' }} />
    </main>
  );
}

describe('Island', () => {
  it('keeps the server markup, unhydrated, until the visitor comes near; then it runs', async () => {
    const page = await hydratedPage(StaticPage);
    await flush();
    expect(page.element()).not.toHaveAttribute('data-hydrated');
    expect(page.container).toHaveTextContent('Hello Ada 0');

    // Far away: still waiting.
    act(() => page.observer()?.intersect(false));
    await flush();
    expect(page.element()).not.toHaveAttribute('data-hydrated');

    act(() => page.observer()?.intersect(true));
    await flush();
    expect(page.element()).toHaveAttribute('data-hydrated', 'true');
    expect(page.observer()?.disconnected).toBe(true);
    // It reacts now, on the same markup.
    act(() => page.container.querySelector('button')?.click());
    expect(page.container).toHaveTextContent('Hello Ada 1');
    expect(page.errors).not.toHaveBeenCalled();
  });

  it('watches one screen ahead, on the island’s content (its own element has no box)', async () => {
    const page = await hydratedPage(StaticPage);
    expect(page.observer()?.options?.rootMargin).toBe('100% 0px');
    expect(page.observer()?.observed).toEqual([page.container.querySelector('button')]);
  });

  it('runs once the visitor does anything on the page, near or not', async () => {
    const page = await hydratedPage(StaticPage);
    await flush();
    expect(page.element()).not.toHaveAttribute('data-hydrated');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    await flush();
    expect(page.element()).toHaveAttribute('data-hydrated', 'true');
    expect(page.errors).not.toHaveBeenCalled();
  });

  it('survives its parent re-rendering with the same prop values before it runs', async () => {
    function LivelyPage({ name, island }: PageProps) {
      const [renders, setRenders] = useState(0);
      return (
        <main>
          <button type="button" data-testid="again" onClick={() => setRenders(renders + 1)}>
            Renders {renders}
          </button>
          {/* A new props object each time, with the same values. */}
          <Island name={name} component={island} props={{ who: 'Ada' }} />
        </main>
      );
    }
    const page = await hydratedPage(LivelyPage);
    // A click outside the island: a keydown or a focus would open its gate.
    await act(async () =>
      page.container.querySelector<HTMLElement>('[data-testid="again"]')?.click(),
    );
    expect(page.container).toHaveTextContent('Renders 1');
    await flush();
    // Still the server's markup, not thrown away for a client rendering.
    expect(page.container).toHaveTextContent('Hello Ada 0');
    expect(page.element()).not.toHaveAttribute('data-hydrated');
    act(() => page.observer()?.intersect(true));
    await flush();
    expect(page.element()).toHaveAttribute('data-hydrated', 'true');
    expect(page.errors).not.toHaveBeenCalled();
  });

  it('renders at once in a page the browser renders itself (no gate)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const created = createRoot(container);
    root = created;
    await act(async () => {
      created.render(<Island name="fresh" component={lazyGreeting()} props={{ who: 'Grace' }} />);
    });
    await flush();
    expect(container).toHaveTextContent('Hello Grace 0');
    expect(container.querySelector('[data-island]')).toHaveAttribute('data-hydrated', 'true');
  });
});
