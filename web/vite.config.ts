import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The public address pages name in canonical links, hreflang alternates and the sitemap; fixed
 * at build time like the rest of the pre-rendered HTML (docker compose passes PUBLIC_URL).
 */
const siteOrigin =
  process.env.VITE_SITE_ORIGIN ?? process.env.PUBLIC_URL ?? 'http://localhost:3000';
process.env.VITE_SITE_ORIGIN = siteOrigin;

/** What the route tables import up front: it belongs to the entry, never to a lazy group. */
const ENTRY_MODULE =
  /(-paths\.ts|[\\/]routes\.tsx|[\\/]site-roots\.ts|[\\/]query-core[\\/](?!.*Observer).*|QueryClientProvider\.js)$/;
/**
 * One file of generated hooks per API tag: each goes with the site that uses it (or into a chunk
 * of its own when several do), not into the chunk every page loads.
 */
const GENERATED_ENDPOINTS = /[\\/]contracts[\\/]src[\\/]generated[\\/]endpoints[\\/]/;
/** The global the server build records route modules in (src/app/rendered-route-modules.ts). */
const RENDERED_ROUTE_MODULES = '__renderedRouteModules';
const ROUTE_TABLE = /[\\/]routes\.tsx$/;
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

/**
 * For the server build: every `import('./page')` in a site's route table also records the
 * page's source path (the key of the client build's manifest), so the pre-renderer knows which
 * route modules a page consists of and links their stylesheets before the first paint.
 */
function recordRouteModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'record-route-modules',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild === true,
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!ROUTE_TABLE.test(id)) return null;
      const specifiers = new Set([...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[2] ?? ''));
      if (specifiers.size === 0) return null;
      const keys = new Map<string, string>();
      for (const specifier of specifiers) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) throw new Error(`${id}: cannot resolve ${specifier}`);
        keys.set(specifier, JSON.stringify(relative(root, resolved.id).split('\\').join('/')));
      }
      return code.replace(
        DYNAMIC_IMPORT,
        (expression, _quote, specifier: string) =>
          `(globalThis.${RENDERED_ROUTE_MODULES}?.add(${keys.get(specifier)}), ${expression})`,
      );
    },
  };
}

/**
 * React Router publishes only builds with its development warnings under its package exports;
 * the production build beside them differs in that switch alone, and lets the minifier drop them.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`../node_modules/${replacement}`, import.meta.url)),
}));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), recordRouteModules()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  define: { 'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify(siteOrigin) },
  // The pre-rendering build bundles its dependencies, so CSS and font imports resolve as in the
  // browser build.
  ssr: { noExternal: true },
  build: {
    // Which files each route module needs: the pre-renderer links a page's stylesheets from it.
    manifest: true,
    // Site illustrations stay files (cacheable, lazy); inlined they would bloat the JS chunks.
    assetsInlineLimit: (file) => (/\.(avif|webp)$/.test(file) ? false : undefined),
    rolldownOptions: {
      // The browser build's second entry: what pre-rendered pages load first (src/load-after-paint.ts).
      input: isSsrBuild ? undefined : ['index.html', 'src/load-after-paint.ts'],
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'forms',
              // Forms and their rules, wherever they live (a site's fields with their styles, and
              // `*-rules.ts`): pages without a form, or with one that loads later (an island),
              // never load it. What it holds must not need a site's chunk, which imports it back:
              // with chunks importing each other, one runs before the other's values exist.
              test: /[\\/]node_modules[\\/](react-hook-form|@hookform|zod)[\\/]|[\\/]src[\\/]shared[\\/](form[\\/]|use-field-control|rules-resolver|demo-contact[\\/](DemoContactForm|demo-contact-rules))|[\\/]generated[\\/]zod[\\/]|[\\/]src[\\/]sites[\\/].*([\\/]FormField\.(tsx|module\.css)|-rules\.ts)$/,
              priority: 30,
            },
            {
              name: 'shared',
              test: (id: string) =>
                /[\\/]src[\\/]shared[\\/]|[\\/]node_modules[\\/]@tanstack[\\/]|[\\/]contracts[\\/]/.test(
                  id,
                ) &&
                !ENTRY_MODULE.test(id) &&
                !GENERATED_ENDPOINTS.test(id),
              minShareCount: 2,
              priority: 20,
            },
            {
              name: (id: string) => /[\\/]src[\\/]sites[\\/]([\w-]+)[\\/]/.exec(id)?.[1] ?? null,
              test: (id: string) => /[\\/]src[\\/]sites[\\/]/.test(id) && !ENTRY_MODULE.test(id),
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  test: {
    restoreMocks: true,
    // Above the waits inside a test (setup.ts), so a slow machine fails a test only for a reason.
    testTimeout: 20_000,
    // Two layers by file name, so a new test lands in the right one without a list to keep up:
    // `*.test.ts` is logic and runs in plain Node, where a test that reaches for the DOM fails
    // loudly; components (`*.test.tsx`) and the few `.ts` tests that need a browser's globals
    // (`*.dom.test.ts`) get jsdom and the mocked API, which cost seconds per file to start.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: [...configDefaults.exclude, 'src/**/*.dom.test.ts'],
          // Pure functions need no fresh worker per file, which costs more than their tests.
          // The files then share the modules they import: logic under test keeps no state of
          // its own and unit tests mock no modules (vi.mock); fake timers, stubbed globals and
          // spies end with each test (unit-setup.ts, the unstub options, restoreMocks).
          isolate: false,
          setupFiles: ['./src/testing/unit-setup.ts'],
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
          exclude: [...configDefaults.exclude, 'src/**/*.isolated.test.tsx'],
          // A worker's files share the modules they import: loading them afresh for every file
          // took more time than the tests in most files (2 s each, 90 files). Every test leaves
          // the page, storage, request handlers, timers, pending imports and the globals tests
          // patch as it found them (setup.ts). A file that replaces a module (vi.mock) would
          // replace it for the files after it, so it is named `*.isolated.test.tsx` and runs on
          // its own (testing/module-mocks.test.ts checks).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          include: ['src/**/*.isolated.test.tsx'],
        },
      },
    ],
  },
}));
