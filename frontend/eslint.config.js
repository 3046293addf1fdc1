// @ts-check
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every feature folder may import from itself only: no imports between features. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const TYPED_CLIENT_ONLY =
  'The web app speaks to the server only through the typed client generated from its OpenAPI document: ' +
  'use `api` (or `silentApi`) from @/lib/api/client, with `unwrap` and `multipart`.';

const crossFeatureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features must not import from each other; compose them in src/app/compose instead (see its README.md).',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'e2e-artifacts',
      'test-results',
      'playwright-report',
      'src/lib/api/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index', 'object'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...crossFeatureZones,
            // Unidirectional: app -> features -> shared.
            {
              target: './src/features',
              from: './src/app',
              message: 'Features must not import from src/app.',
            },
            // Inside src/app: routes -> compose (and layouts) -> features. A screen is a leaf.
            {
              target: ['./src/app/compose', './src/app/layouts'],
              from: './src/app/routes',
              message: 'Routes are screens: what joins features for several screens lives in src/app/compose (see its README.md).',
            },
            {
              target: ['./src/components', './src/hooks', './src/lib', './src/config', './src/utils'],
              from: ['./src/features', './src/app'],
              message: 'Shared modules must not import from features or app.',
            },
          ],
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': 'KEBAB_CASE', 'e2e/**/*.ts': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'check-file/no-index': 'error' },
  },
  {
    // Calls to the server go through src/lib/api only (tests and src/testing may stub globalThis.fetch).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/api/**', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            // `@/lib/api/client` and relative spellings alike.
            { group: ['**/lib/api/client'], importNames: ['apiFetch'], message: TYPED_CLIENT_ONLY },
            { group: ['openapi-fetch'], allowTypeImports: true, message: TYPED_CLIENT_ONLY },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: TYPED_CLIENT_ONLY },
        { name: 'XMLHttpRequest', message: TYPED_CLIENT_ONLY },
      ],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].map((object) => ({ object, property: 'fetch', message: TYPED_CLIENT_ONLY })),
      ],
    },
  },
  {
    files: ['e2e/**/*.{ts,js}', 'scripts/**/*.js', 'playwright.config.ts', 'vite.config.ts', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
