import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { csrfToken } from './csrf';
import { E2E_AUTH_DIR, E2E_ROOT } from './environment';

/**
 * Root's browser state (session cookie and the stored user), saved once per run by the setup
 * project after logging in through the form. Journeys that need staff rights start from it
 * instead of logging in again; none of them may log this session out.
 */
export const ROOT_STATE = join(E2E_AUTH_DIR, 'root.json');

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

function rootState(): StorageState {
  return JSON.parse(readFileSync(ROOT_STATE, 'utf8')) as StorageState;
}

/** Copies the stored user (what the rental pages read from local storage) into the open page. */
async function copyStoredUser(page: Page): Promise<void> {
  const { origins } = rootState();
  const origin = await page.evaluate(() => window.location.origin);
  const items = origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  expect(items.length).toBeGreaterThan(0);
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, items);
}

/** Joins root's shared session in this page's context (the page must show the app already). */
export async function joinRootSession(page: Page): Promise<void> {
  await page.context().addCookies(rootState().cookies);
  await copyStoredUser(page);
}

/**
 * Logs root in through the API with a session of its own, for a journey that logs out (which
 * would end the shared session for everyone else). The page must show the app already.
 */
export async function ownRootSession(page: Page): Promise<void> {
  const response = await page.request.post('/api/v1/auth/login', {
    headers: { 'x-csrf-token': await csrfToken(page.request) },
    data: E2E_ROOT,
  });
  expect(response.status()).toBe(200);
  await copyStoredUser(page);
}
