// Debian packages a test layer needs (Chromium, docker-compose): installed when missing, with one
// `apt-get update` for all of them, in the background, so the download overlaps `npm ci` and the
// builds instead of holding up the layers that do not need it.
import { spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `paths`: package name → the file it provides. */
export function debianPackages(paths) {
  let install;
  const logFile = join(tmpdir(), `showcase-apt-${process.pid}.log`);
  const missing = (names) => names.filter((name) => !existsSync(paths[name]));

  return {
    /** Starts installing those of `names` that are missing (root only, as on CI machines). */
    startInstall(names) {
      const wanted = missing(names);
      if (wanted.length === 0 || process.getuid?.() !== 0) return;
      const previous = install ?? Promise.resolve();
      install = previous.then(
        () =>
          new Promise((resolve) => {
            const todo = missing(wanted);
            if (todo.length === 0) return resolve();
            console.log(`Installing Debian packages ${todo.join(', ')} in the background...`);
            const out = openSync(logFile, 'a');
            const script = `apt-get update -qq && apt-get install -y -qq ${todo.join(' ')}`;
            const child = spawn('sh', ['-c', script], {
              stdio: ['ignore', out, out],
              env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
            });
            child.on('error', () => resolve());
            child.on('close', () => resolve());
          }),
      );
    },
    /** Waits for the install and tells whether the package is there (explaining when not). */
    async ready(name, log) {
      await install;
      if (existsSync(paths[name])) return true;
      log.write(
        process.getuid?.() === 0
          ? `${paths[name]} is missing and installing ${name} failed (see ${logFile}).\n`
          : `${paths[name]} is missing: install it with "sudo apt-get install -y ${name}", then run npm test again.\n`,
      );
      return false;
    },
  };
}
