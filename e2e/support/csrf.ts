import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/** The CSRF token of `request`'s session, for a write through the API as the browser does it. */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/csrf');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
