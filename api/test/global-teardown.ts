import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const cluster = globalThis.__TEST_CLUSTER__;
  if (!cluster) return;
  // Each project that uses the cluster tears down; the first one, after all tests, stops it.
  globalThis.__TEST_CLUSTER__ = undefined;
  await cluster.db.stop();
  rmSync(cluster.dataDir, { recursive: true, force: true });
}
