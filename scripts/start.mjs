// `npm start`: set everything up, then run the API (which serves the built web client).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { bootstrap, ROOT } from './bootstrap.mjs';

await bootstrap();
createRequire(import.meta.url)(join(ROOT, 'api', 'dist', 'main.js'));
