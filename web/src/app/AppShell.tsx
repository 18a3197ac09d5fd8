import { Outlet, ScrollRestoration } from 'react-router-dom';

/**
 * The frame around every site. Scroll positions are remembered per history entry; a fresh page
 * load has the key 'default' whatever its URL, so those are told apart by path instead.
 */
export function AppShell() {
  return (
    <>
      <ScrollRestoration
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
      <Outlet />
    </>
  );
}
