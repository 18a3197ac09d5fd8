// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Zones resolve against this folder, so linting from another working directory agrees. */
const ROOT = import.meta.dirname;

/** The sub-folders of `dir` (relative to the repository root). */
const foldersIn = (dir) =>
  existsSync(join(ROOT, dir))
    ? readdirSync(join(ROOT, dir), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

const SITES_DIR = 'web/src/sites';
const sites = foldersIn(SITES_DIR);

/** Sites are islands: none imports another, and shared code imports no site. */
const webBoundaries = [
  ...sites.map((site) => ({
    target: `./${SITES_DIR}/${site}`,
    from: `./${SITES_DIR}`,
    except: [`./${site}`],
    message: 'A site may not import another site; move shared pieces to web/src/shared.',
  })),
  {
    target: './web/src/shared',
    from: `./${SITES_DIR}`,
    message: 'Shared code may not depend on a site.',
  },
  {
    target: './web/src',
    from: './api',
    message: 'The web talks to the API only through the generated contracts.',
  },
];

const API_SRC = 'api/src';
/** Folders of api/src that are not domain modules: the shared kernel and the app's plumbing. */
const API_INFRASTRUCTURE = ['common', 'config', 'database', 'openapi'];
const apiModules = foldersIn(API_SRC).filter((name) => !API_INFRASTRUCTURE.includes(name));
/** Modules every domain may use; they depend on no domain themselves. */
const API_LEAF_MODULES = ['mail', 'media', 'health'];

/**
 * What a module exports to the others (its public surface), by file name:
 *   <name>.module.ts    the Nest module to import
 *   <name>.service.ts   injectable services: the way to use a module's behaviour
 *   <name>.port.ts      interfaces a module needs and another implements (dependency inversion)
 *   <name>.rules.ts     pure rules and constants (limits, formulas) that DTOs and seeds reuse
 *   <name>.decorator.ts decorators a module offers to other controllers (image upload)
 *   <name>.types.ts     plain types (no behaviour)
 *   dto/                request and response shapes
 * Everything else is internal: entities/, *.repository.ts, controllers, initializers, helpers.
 * Only files directly in the module folder count (a sub-folder's *.service.ts stays internal).
 */
const API_PUBLIC_FILES = [
  '*.module.ts',
  '*.service.ts',
  '*.port.ts',
  '*.rules.ts',
  '*.decorator.ts',
  '*.types.ts',
  'dto/**',
];

/** An absolute glob (no-restricted-paths matches globs against absolute paths). */
const apiGlob = (modules, tail) =>
  join(ROOT, API_SRC, modules.length === 1 ? modules[0] : `{${modules.join(',')}}`, tail);
const publicSurfaceOf = (modules) => API_PUBLIC_FILES.map((file) => apiGlob(modules, file));
const others = (module, pool = apiModules) => pool.filter((name) => name !== module);

const apiBoundaries = [
  // A module uses another only through that module's public surface.
  ...apiModules.map((module) => ({
    target: `./${API_SRC}/${module}`,
    from: [apiGlob(others(module), '**')],
    except: publicSurfaceOf(others(module)),
    message:
      'Use another API module only through its public surface: *.module.ts, *.service.ts, ' +
      '*.port.ts, *.rules.ts, *.decorator.ts, *.types.ts or dto/ (never entities/ or repositories).',
  })),
  {
    target: [`./${API_SRC}/common`, `./${API_SRC}/config`],
    from: [apiGlob(apiModules, '**')],
    message: 'Shared API code may not depend on a domain module; move the piece into common.',
  },
  ...API_LEAF_MODULES.filter((module) => apiModules.includes(module)).map((module) => ({
    target: `./${API_SRC}/${module}`,
    from: [apiGlob(others(module), '**')],
    message: `${module} serves every domain module and may depend on none of them.`,
  })),
  {
    target: [`./${API_SRC}/vehicles`, `./${API_SRC}/settings`],
    from: `./${API_SRC}/bookings`,
    message:
      'Bookings depend on vehicles and settings, not the reverse: declare a port (*.port.ts) ' +
      'that bookings implements.',
  },
  // Seeds and tests stand outside the modules: the public surface, like any module. Seeds write
  // demo pictures without the Nest app, so they may also use media's file functions.
  {
    target: `./${API_SRC}/database`,
    from: [apiGlob(apiModules, '**')],
    except: [...publicSurfaceOf(apiModules), apiGlob(['media'], 'image-files.{ts,js}')],
    message: 'Migrations and seeds use a module only through its public surface.',
  },
  {
    target: './api/test',
    from: [apiGlob(apiModules, '**')],
    except: publicSurfaceOf(apiModules),
    message: 'Test helpers use a module only through its public surface.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-check/**',
      '.data/**',
      'contracts/src/generated/**',
      'contracts/src/.generated-check/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.test-output/**',
      // Type-checked strictly by its own test against types generated at test time.
      'api/test/third-party/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Registers the plugin as `import-x` with its TypeScript parser and extension settings.
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'api/tsconfig.json',
            'web/tsconfig.json',
            'contracts/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...webBoundaries, ...apiBoundaries] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
