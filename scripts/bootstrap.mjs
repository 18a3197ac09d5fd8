// Shared set-up for `npm start`, `npm test` and `npm run dev`: install dependencies when they are
// missing or older than the lockfile, and rebuild what is older than its sources.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(command, args, what) {
  const status = run(command, args);
  if (status !== 0) {
    console.error(`${what} failed (exit code ${status}).`);
    process.exit(status);
  }
}

/** The newest modification time under the given files/folders (0 when none exist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach((path) => visit(join(ROOT, path)));
  return newest;
}

function mtime(path) {
  const full = join(ROOT, path);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

export function ensureDependencies() {
  // npm writes node_modules/.package-lock.json on every install: older than the lockfile = stale.
  const installed = mtime('node_modules/.package-lock.json');
  if (installed > 0 && installed >= mtime('package-lock.json')) return;
  console.log('Installing dependencies (npm ci)...');
  mustRun('npm', ['ci', '--no-audit', '--no-fund'], 'npm ci');
}

export const BUILDS = [
  {
    name: 'API',
    output: 'api/dist/main.js',
    inputs: ['api/src', 'api/tsconfig.json', 'api/tsconfig.build.json', 'api/nest-cli.json'],
    workspace: 'api',
  },
  {
    name: 'web client',
    output: 'web/dist/index.html',
    inputs: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/scripts/prerender',
      'contracts/src',
    ],
    workspace: 'web',
  },
];

/** Runs a command with inherited output, resolving to its exit status. */
function runAsync(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

/** Whether a build's output is older than one of its inputs (or missing). */
export function isStale(build) {
  const built = mtime(build.output);
  return !(built > 0 && built >= newestMtime(build.inputs));
}

/** Rebuilds what is older than its sources; the builds are independent, so they run at once. */
export async function buildStale() {
  const stale = BUILDS.filter(isStale);
  const statuses = await Promise.all(
    stale.map((build) => {
      console.log(`Building the ${build.name}...`);
      return runAsync('npm', ['run', 'build', '--silent', '-w', build.workspace]);
    }),
  );
  const failed = stale.findIndex((_, index) => statuses[index] !== 0);
  if (failed !== -1) {
    console.error(`Building the ${stale[failed].name} failed (exit code ${statuses[failed]}).`);
    process.exit(statuses[failed]);
  }
}

export async function bootstrap() {
  ensureDependencies();
  await buildStale();
}
