import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

/**
 * The frame around every site. Scroll positions are remembered per history entry; a fresh page
 * load has the key 'default' whatever its URL, so those are told apart by path instead.
 */
export function AppShell() {
  useEffect(() => {
    // The page now reacts to input: a pre-rendered page looks ready earlier than that. Tests
    // (and anyone curious) can wait for this mark instead of guessing.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <ScrollRestoration
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
      <Outlet />
    </>
  );
}
