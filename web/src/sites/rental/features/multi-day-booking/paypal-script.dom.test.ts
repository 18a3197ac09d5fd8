import { afterEach, describe, expect, it } from 'vitest';
import {
  loadPayPalScript,
  PAYPAL_SDK_URL,
  payPalScriptUrl,
  unloadPayPalScripts,
  type PayPalNamespace,
} from './paypal-script';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-paypal-sdk]')];
const fakePayPal: PayPalNamespace = {
  Buttons: () => ({ render: () => Promise.resolve() }),
};

// window.paypal goes with the rest of the page after each test (testing/setup.ts).
afterEach(() => {
  unloadPayPalScripts();
});

describe('PayPal’s script', () => {
  it('comes from PayPal with the client id, euros and an immediate capture', () => {
    expect(PAYPAL_SDK_URL).toBe('https://www.paypal.com/sdk/js');
    expect(payPalScriptUrl('abc 123')).toBe(
      'https://www.paypal.com/sdk/js?client-id=abc+123&currency=EUR&intent=capture',
    );
    expect(payPalScriptUrl('abc', 'EUR', 'http://localhost:9999/paypal.js')).toBe(
      'http://localhost:9999/paypal.js?client-id=abc&currency=EUR&intent=capture',
    );
  });

  it('is added on the first load only, and answers with window.paypal', async () => {
    expect(scripts()).toHaveLength(0);
    const first = loadPayPalScript('client');
    const second = loadPayPalScript('client');
    expect(second).toBe(first);
    expect(scripts().map((script) => script.src)).toEqual([payPalScriptUrl('client')]);
    expect(scripts()[0]!.async).toBe(true);

    window.paypal = fakePayPal;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fakePayPal);
    await expect(loadPayPalScript('client')).resolves.toBe(fakePayPal);
    expect(scripts()).toHaveLength(1);
  });

  it('fails when the script does not load, and may be tried again', async () => {
    const failed = loadPayPalScript('client');
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow();
    expect(scripts()).toHaveLength(0);

    const again = loadPayPalScript('client');
    expect(again).not.toBe(failed);
    expect(scripts()).toHaveLength(1);
    window.paypal = fakePayPal;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe(fakePayPal);
  });

  it('fails when the script runs without its buttons', async () => {
    const load = loadPayPalScript('client');
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(load).rejects.toThrow();
  });
});
