import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

// Test files share their worker's modules with the files before and after them (vite.config.ts).
// A module mock would outlive its file and hand the next file a fake instead of the module it
// tests, depending on which files share a worker: only the isolated files may make one.
describe('module mocks', () => {
  it('are made only in files that run isolated (*.isolated.test.tsx)', () => {
    const testFiles = readdirSync(SRC, { recursive: true })
      .map(String)
      .filter((file) => /\.test\.tsx?$/.test(file));
    expect(testFiles.length).toBeGreaterThan(140);
    const mocking = testFiles.filter((file) =>
      /\bvi\.(mock|doMock)\(/.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(mocking).toEqual(['shared/consent-map/ConsentMap.isolated.test.tsx']);
  });
});
