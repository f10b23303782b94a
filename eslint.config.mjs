import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/lint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      'test/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        globalThis: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'off',
    },
  },
  // The import rules of docs/conventions.md (scripts/lint/boundaries.mjs).
  {
    files: ['apps/**/*.{ts,tsx}', 'libs/**/*.ts'],
    plugins: { derleng: boundaries },
    rules: { 'derleng/lib-imports': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'derleng/feature-imports': 'error', 'derleng/no-cycle': 'error' },
  },
  // Promises are awaited, returned, handled or marked `void` on purpose (typed rules: the source only).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The pages run on React and React DOM themselves (src/react-runtime.spec.ts checks the rest).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^preact(/|-|$)', message: 'The web app runs on React and React DOM, not Preact.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
