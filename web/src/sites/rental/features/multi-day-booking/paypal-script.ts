/**
 * PayPal's JavaScript SDK, loaded only once a visitor chooses PayPal: before that the page makes
 * no request to PayPal at all. One load per client id and page; a failed load may be tried again.
 */

/** What the page uses of `window.paypal`: the smart buttons. */
export interface PayPalButtonsOptions {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onError: (error: unknown) => void;
  onCancel: () => void;
  style?: { layout?: 'vertical' | 'horizontal'; label?: 'paypal' | 'pay'; height?: number };
}

export interface PayPalButtonsInstance {
  render: (container: HTMLElement) => Promise<void>;
  close?: () => Promise<void>;
}

export interface PayPalNamespace {
  Buttons: (options: PayPalButtonsOptions) => PayPalButtonsInstance;
}

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

/**
 * The SDK's address. End-to-end tests intercept it (Playwright routing) or point the build at a
 * stub with `VITE_PAYPAL_SDK_URL`.
 */
export const PAYPAL_SDK_URL: string =
  (import.meta.env.VITE_PAYPAL_SDK_URL as string | undefined) ?? 'https://www.paypal.com/sdk/js';

/** The script's address for a client id: euros, captured at once (the server captures). */
export function payPalScriptUrl(clientId: string, currency = 'EUR', base = PAYPAL_SDK_URL): string {
  const query = new URLSearchParams({ 'client-id': clientId, currency, intent: 'capture' });
  return `${base}?${query.toString()}`;
}

const loads = new Map<string, Promise<PayPalNamespace>>();

/** The loaded SDK; the first call adds the script, later ones share its load. */
export function loadPayPalScript(clientId: string, currency = 'EUR'): Promise<PayPalNamespace> {
  const url = payPalScriptUrl(clientId, currency);
  const running = loads.get(url);
  if (running) return running;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.paypalSdk = '';
  const load = new Promise<PayPalNamespace>((resolve, reject) => {
    script.addEventListener('load', () => {
      if (window.paypal) resolve(window.paypal);
      else reject(new Error('The PayPal script loaded without its buttons.'));
    });
    script.addEventListener('error', () => reject(new Error('The PayPal script did not load.')));
  });
  // A failed load is forgotten and its script removed, so a retry adds a fresh one.
  load.catch(() => {
    if (loads.get(url) === load) loads.delete(url);
    script.remove();
  });
  document.head.append(script);
  loads.set(url, load);
  return load;
}

/** Forgets every load and removes the scripts: for tests, which each start a fresh page. */
export function unloadPayPalScripts(): void {
  loads.clear();
  document.querySelectorAll('script[data-paypal-sdk]').forEach((script) => script.remove());
}
