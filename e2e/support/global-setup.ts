import { startFakePayPal } from '../../api/test/fake-paypal';
import { E2E_PAYPAL, E2E_PAYPAL_PORT } from './environment';

/**
 * Starts the fake of PayPal's REST API the e2e server is configured with (orders, captures and
 * refunds on loopback); the browser's PayPal script is answered by the journeys themselves.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const fake = await startFakePayPal(E2E_PAYPAL_PORT);
  if (fake.clientId !== E2E_PAYPAL.clientId || fake.clientSecret !== E2E_PAYPAL.clientSecret) {
    throw new Error('The e2e server and the fake PayPal disagree on the credentials');
  }
  return () => fake.stop();
}
