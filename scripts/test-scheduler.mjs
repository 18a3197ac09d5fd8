// Runs test layers side by side within a budget of cores. A layer states the cores it keeps busy
// and the layers it must follow; whenever cores are free, the first waiting layer (in the given
// order) whose predecessors have ended and that fits starts. A layer wider than the whole budget
// starts when nothing else runs. Output goes to one log file per layer and is printed when the
// layer ends, so parallel layers never interleave their lines.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './bootstrap.mjs';

/**
 * Runs a command with its output (stdout and stderr) appended to `log`, resolving to its exit
 * status; `stdoutFile` keeps stdout apart (a JSON report).
 */
export function runLogged(log, command, args, { cwd = ROOT, env, stdoutFile } = {}) {
  return new Promise((resolve) => {
    log.write(`$ ${[command, ...args].join(' ')}\n`);
    const child = spawn(command, args, { cwd, env: env ?? process.env });
    const stdout = stdoutFile ? createWriteStream(stdoutFile) : undefined;
    child.stdout.on('data', (chunk) => (stdout ?? log).write(chunk));
    child.stderr.on('data', (chunk) => log.write(chunk));
    child.on('error', (error) => {
      log.write(`${error}\n`);
      resolve(1);
    });
    child.on('close', (status) => {
      if (!stdout) return resolve(status ?? 1);
      stdout.end(() => resolve(status ?? 1));
    });
  });
}

const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Resolves to one result per layer (in the given order): name, passed, failed, seconds, slowest. */
export async function runLayers(layers, { cores, logDir }) {
  const results = new Map();
  const waiting = [...layers];
  let busy = 0;
  let running = 0;

  return new Promise((resolveAll) => {
    const finish = (layer, result, startedAt, logFile) => {
      const seconds = (Date.now() - startedAt) / 1000;
      const outcome = { name: layer.name, slowest: [], ...result, seconds };
      results.set(layer.name, outcome);
      busy -= layer.cores;
      running -= 1;
      const text = readFileSync(logFile, 'utf8');
      console.log(`\n══ ${layer.name} ══`);
      if (outcome.failed > 0) console.log(text.trimEnd());
      else console.log(`  (output in ${logFile.slice(ROOT.length + 1)})`);
      console.log(
        `── ${layer.name}: ${outcome.passed} passed, ${outcome.failed} failed (${seconds.toFixed(0)} s)`,
      );
      schedule();
    };

    const start = (layer) => {
      busy += layer.cores;
      running += 1;
      const startedAt = Date.now();
      const logFile = join(logDir, `${slug(layer.name)}.log`);
      const log = createWriteStream(logFile);
      console.log(`▶ ${layer.name}`);
      layer
        .run(log, layer.cores)
        .catch((error) => {
          log.write(`${error?.stack ?? error}\n`);
          return { passed: 0, failed: 1 };
        })
        .then((result) => new Promise((resolve) => log.end(() => resolve(result))))
        .then((result) => finish(layer, result, startedAt, logFile));
    };

    const schedule = () => {
      for (let index = 0; index < waiting.length;) {
        const layer = waiting[index];
        const ready = layer.after.every((name) => results.has(name));
        const fits = busy + layer.cores <= cores || running === 0;
        if (ready && fits) {
          waiting.splice(index, 1);
          start(layer);
        } else {
          index += 1;
        }
      }
      if (waiting.length === 0 && running === 0)
        resolveAll(layers.map((layer) => results.get(layer.name)));
    };

    schedule();
  });
}
