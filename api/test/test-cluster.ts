/** Where the per-run test cluster lives; written by global-setup, read by the test files. */
export const TEMPLATE_DATABASE = 'showcase_template';

export interface TestClusterInfo {
  adminUrl: string;
  port: number;
  dataDir: string;
}

export const CLUSTER_ENV = 'SHOWCASE_TEST_CLUSTER';

export function testCluster(): TestClusterInfo {
  const raw = process.env[CLUSTER_ENV];
  if (!raw) throw new Error('Integration tests need the test cluster from test/global-setup.ts');
  return JSON.parse(raw) as TestClusterInfo;
}

export function databaseUrl(info: TestClusterInfo, database: string): string {
  const url = new URL(info.adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
