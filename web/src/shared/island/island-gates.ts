/**
 * The gates that hold a pre-rendered page's islands (Island.tsx) until they are needed. The
 * browser entry opens one per island in the page's markup before it hydrates; each opens once
 * the island comes within a screen of the viewport or the visitor first does anything on the
 * page. React finishes a navigation (even to a hash on the same page) only once the islands
 * below the router have hydrated, so the first click must find their code on its way: a
 * visitor's first navigation waits at most for that one request.
 */

const gates = new Map<string, Promise<void>>();

/** Within this distance of the viewport an island starts loading: one screen ahead. */
const NEAR = '100% 0px';
/** The first sign of a visitor at work: a mouse moving over the page, a touch, a key, a focus. */
const FIRST_USE = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

export function gateOf(name: string): Promise<void> | undefined {
  return gates.get(name);
}

/** A gate for every island in `container`'s pre-rendered markup. */
export function gateIslands(container: ParentNode, win: Window & typeof globalThis = window): void {
  for (const island of container.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = island.dataset.island;
    if (!name || gates.has(name)) continue;
    // An open gate stays: React resumes the island with the same `use()` it suspended on, and
    // knows the promise as fulfilled from then on.
    gates.set(name, untilNeeded(island, win));
  }
}

function untilNeeded(island: HTMLElement, win: Window & typeof globalThis): Promise<void> {
  // Nothing to watch (no observer, or an island without markup): it may hydrate at once.
  if (typeof win.IntersectionObserver !== 'function' || island.children.length === 0) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const open = () => {
      observer.disconnect();
      for (const type of FIRST_USE) win.removeEventListener(type, open, true);
      resolve();
    };
    const observer = new win.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: NEAR },
    );
    // The island's own element has no box (display: contents); its children have.
    for (const child of island.children) observer.observe(child);
    for (const type of FIRST_USE)
      win.addEventListener(type, open, { capture: true, passive: true });
  });
}
