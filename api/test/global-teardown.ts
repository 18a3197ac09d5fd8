import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const cluster = globalThis.__TEST_CLUSTER__;
  if (!cluster) return;
  await cluster.db.stop();
  rmSync(cluster.dataDir, { recursive: true, force: true });
}
