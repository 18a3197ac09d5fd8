import type { Page } from '@playwright/test';

/** Requests that left the loopback host; none may happen without the visitor's consent. */
export function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (
      !['127.0.0.1', 'localhost', '[::1]'].includes(hostname) &&
      !request.url().startsWith('data:')
    ) {
      foreign.push(request.url());
    }
  });
  return foreign;
}

/** Map tiles are answered locally with a blank PNG: test traffic never leaves this machine. */
export async function serveTilesLocally(page: Page): Promise<void> {
  const blankPng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
    'base64',
  );
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: blankPng }),
  );
}
