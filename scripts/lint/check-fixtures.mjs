// Lints the lint rules' fixtures (test/lint-fixtures, laid out as the project is) with the project's
// own ESLint config, and prints as JSON the rule ids each fixture file got. One process, so the typed
// rules load their TypeScript project once. scripts/lint/boundaries.spec.ts says what must fail.
import { ESLint } from 'eslint';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../../eslint.config.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixtures = resolve(root, 'test/lint-fixtures');

const eslint = new ESLint({
  cwd: fixtures,
  overrideConfigFile: true,
  overrideConfig: [
    ...config,
    // the rules place files from the fixtures' root, as they do from the project's
    {
      files: ['apps/**/*.{ts,tsx}', 'libs/**/*.ts'],
      rules: { 'derleng/lib-imports': ['error', { root: fixtures }] },
    },
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      rules: { 'derleng/feature-imports': ['error', { root: fixtures }] },
    },
  ],
});
const results = {};
for (const result of await eslint.lintFiles(['apps', 'libs']))
  results[relative(fixtures, result.filePath)] = result.messages.map(
    (message) => message.ruleId ?? message.message,
  );
console.log(JSON.stringify(results));
