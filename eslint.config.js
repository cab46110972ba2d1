// https://typescript-eslint.io/getting-started — flat config, type-aware rules on every TypeScript file.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      // The harness's compiled output (npm run harness).
      'packages/*/dist/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'site/public/mockServiceWorker.js',
      'contracts/generated/',
      // Stryker's sandbox copies of the sources (docs/mutation.md).
      '.stryker-tmp/',
      // Scratch scripts of a session: never committed.
      '.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.cjs', 'features/support/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Cucumber step bodies take `this: World` and are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      // Arrow shorthands that return void calls (`() => server.close()`) read clearly; the rule only adds braces.
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['site/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // vitest's asymmetric matchers (expect.stringContaining …) are typed `any` by design.
    files: ['spec/unit/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // The end-to-end checks take `test` from their fixtures, which record each test's footprint.
    files: ['spec/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from './fixtures.ts': it records what each test reaches (docs/footprints.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
