/**
 * Polls `probe` until it answers something truthy, and returns that: how a test waits for a
 * state (a mail, a job row, a listener), never for time to pass. The timeout is only the bound
 * a broken rule runs into, below Jest's test timeout so that the failure names what was awaited.
 */
export async function waitUntil<T>(
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
