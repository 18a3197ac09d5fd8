// Starts the built app for the end-to-end run on a fresh embedded database of its own.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
createRequire(import.meta.url)(join(root, 'api', 'dist', 'main.js'));
