import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Whether the server only simulated the write (demo account: checked, then rolled back). */
export function wasSimulated(result: unknown): boolean {
  return (
    typeof result === 'object' &&
    result !== null &&
    (result as { simulated?: unknown }).simulated === true
  );
}

/**
 * After a staff write: a real change refetches the lists it touches; a simulated one (the demo
 * account) writes the server's simulated answer into the cached lists instead, so the page
 * shows the result until a reload (refetching would bring back the unchanged rows).
 */
export async function applyStaffWrite<Data>(
  queryClient: QueryClient,
  result: unknown,
  affected: readonly QueryKey[],
  patch: { queryKey: QueryKey; update: (data: Data) => Data },
): Promise<void> {
  if (wasSimulated(result)) {
    queryClient.setQueriesData<Data>({ queryKey: patch.queryKey }, (data) =>
      data === undefined ? data : patch.update(data),
    );
    return;
  }
  await Promise.all(affected.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
