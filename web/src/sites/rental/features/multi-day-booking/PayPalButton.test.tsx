import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayPalButton } from './PayPalButton';
import { unloadPayPalScripts, type PayPalButtonsOptions } from './paypal-script';

const texts = { loading: 'PayPal wird geladen …', loadError: 'Kein PayPal', retry: 'Nochmal' };

// window.paypal goes with the rest of the page after each test (testing/setup.ts).
afterEach(() => {
  unloadPayPalScripts();
});

function fakePayPal() {
  const given: PayPalButtonsOptions[] = [];
  const containers: HTMLElement[] = [];
  const close = vi.fn(() => Promise.resolve());
  window.paypal = {
    Buttons: (options) => ({
      render: (container) => {
        given.push(options);
        containers.push(container);
        return Promise.resolve();
      },
      close,
    }),
  };
  return { given, containers, close };
}

const script = () => document.querySelector<HTMLScriptElement>('script[data-paypal-sdk]')!;

describe('the PayPal button', () => {
  it('loads PayPal, renders its buttons into its container and hands them the page’s steps', async () => {
    const paypal = fakePayPal();
    const createOrder = vi.fn(() => Promise.resolve('ORDER-7'));
    const onApprove = vi.fn(() => Promise.resolve());
    const onError = vi.fn();
    const onCancel = vi.fn();
    const { unmount } = render(
      <PayPalButton
        clientId="client"
        createOrder={createOrder}
        onApprove={onApprove}
        onError={onError}
        onCancel={onCancel}
        texts={texts}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('PayPal wird geladen …');
    expect(script().src).toBe(
      'https://www.paypal.com/sdk/js?client-id=client&currency=EUR&intent=capture',
    );
    fireEvent.load(script());
    await waitFor(() => expect(paypal.given).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());

    const options = paypal.given[0]!;
    await expect(options.createOrder()).resolves.toBe('ORDER-7');
    await options.onApprove({ orderID: 'ORDER-7' });
    expect(onApprove).toHaveBeenCalledWith('ORDER-7');
    act(() => options.onError(new Error('x')));
    expect(onError).toHaveBeenCalledTimes(1);
    act(() => options.onCancel());
    expect(onCancel).toHaveBeenCalledTimes(1);

    unmount();
    expect(paypal.close).toHaveBeenCalledTimes(1);
  });

  it('always calls the page’s latest steps', async () => {
    const paypal = fakePayPal();
    const first = vi.fn(() => Promise.resolve('A'));
    const second = vi.fn(() => Promise.resolve('B'));
    const props = {
      clientId: 'client',
      onApprove: vi.fn(),
      onError: vi.fn(),
      onCancel: vi.fn(),
      texts,
    };
    const { rerender } = render(<PayPalButton {...props} createOrder={first} />);
    fireEvent.load(script());
    await waitFor(() => expect(paypal.given).toHaveLength(1));
    rerender(<PayPalButton {...props} createOrder={second} />);
    await expect(paypal.given[0]!.createOrder()).resolves.toBe('B');
    expect(first).not.toHaveBeenCalled();
    expect(paypal.given).toHaveLength(1);
  });

  it('says when PayPal cannot be loaded and tries again', async () => {
    render(
      <PayPalButton
        clientId="client"
        createOrder={() => Promise.resolve('A')}
        onApprove={() => Promise.resolve()}
        onError={() => undefined}
        onCancel={() => undefined}
        texts={texts}
      />,
    );
    fireEvent.error(script());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kein PayPal');
    const paypal = fakePayPal();
    fireEvent.click(screen.getByRole('button', { name: 'Nochmal' }));
    expect(screen.getByRole('status')).toHaveTextContent('PayPal wird geladen …');
    fireEvent.load(script());
    await waitFor(() => expect(paypal.given).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
