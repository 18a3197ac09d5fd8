import type { Page } from '@playwright/test';

/** Where the page loads PayPal's JavaScript SDK from (web: paypal-script.ts, PAYPAL_SDK_URL). */
export const PAYPAL_SDK_PATTERN = 'https://www.paypal.com/sdk/js**';

/**
 * A stand-in for PayPal's SDK with what the page uses of it: `paypal.Buttons(options)` renders a
 * button labelled 'PayPal'. Its click does what PayPal's window would after the buyer approved:
 * `createOrder()` (the server's order at the fake PayPal API), then `onApprove({ orderID })`
 * (the server captures it there). A refused order goes to `onError`, as PayPal reports it.
 */
const FAKE_SDK = `(() => {
  window.paypal = {
    Buttons(options) {
      let button;
      return {
        render(container) {
          button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.addEventListener('click', () => {
            Promise.resolve()
              .then(() => options.createOrder())
              .then((orderID) => options.onApprove({ orderID }))
              .catch((error) => options.onError(error));
          });
          container.append(button);
          return Promise.resolve();
        },
        close() {
          if (button) button.remove();
          return Promise.resolve();
        },
      };
    },
  };
})();`;

/**
 * Answers the page's requests for PayPal's SDK with the stand-in, so nothing leaves this machine;
 * the returned list holds every SDK address the page asked for, in order.
 */
export async function serveFakePayPalSdk(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(PAYPAL_SDK_PATTERN, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      body: FAKE_SDK,
    });
  });
  return requested;
}
