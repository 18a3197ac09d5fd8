import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

// The logic tests (`*.test.ts` but `*.dom.test.ts`) share their worker's modules with the files
// before and after them (vite.config.ts). A module mock there would outlive its file and hand
// the next file a fake instead of the module it tests, depending on which files share a worker.
describe('module mocks', () => {
  it('are never made in the logic tests, which run without isolation', () => {
    const unitFiles = readdirSync(SRC, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.dom.test.ts'));
    expect(unitFiles.length).toBeGreaterThan(50);
    const mocking = unitFiles.filter((file) =>
      /\bvi\.(mock|doMock)\(/.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(mocking).toEqual([]);
  });
});
