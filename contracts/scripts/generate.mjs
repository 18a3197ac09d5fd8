// Runs orval (with the Node 20 polyfills) from the contracts folder. Pass an output folder as
// the first argument to generate elsewhere (the freshness check does).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2] ? resolve(process.argv[2]) : undefined;
const result = spawnSync(
  process.execPath,
  [
    '--require',
    join(root, 'node20-polyfills.cjs'),
    join(root, '..', 'node_modules', 'orval', 'dist', 'bin', 'orval.mjs'),
    '--config',
    'orval.config.ts',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, ...(out ? { CONTRACTS_OUT: out } : {}) } },
);
process.exit(result.status ?? 1);
