// `npm run dev`: the API in watch mode and the Vite dev server (which proxies /api to the API).
import { spawn } from 'node:child_process';
import { ensureDependencies, ROOT } from './bootstrap.mjs';

ensureDependencies();

const children = [
  spawn('npm', ['run', 'dev', '-w', 'api'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, SERVE_WEB: 'false' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: ROOT, stdio: 'inherit' }),
];

let exiting = false;
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
