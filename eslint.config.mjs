// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SITES_DIR = 'web/src/sites';
const sites = existsSync(SITES_DIR)
  ? readdirSync(SITES_DIR, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
  : [];

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
      'import-x/no-restricted-paths': ['error', { zones: webBoundaries }],
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
