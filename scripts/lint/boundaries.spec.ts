import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The lint rules of docs/conventions.md, proven on fixture files (test/lint-fixtures) linted with the
 * project's own config: each convention fails where it is broken and passes where it is kept.
 */
describe('the lint rules', () => {
  let got: Record<string, string[]>;

  beforeAll(() => {
    const root = join(__dirname, '..', '..');
    got = JSON.parse(
      execFileSync(process.execPath, [join(root, 'scripts/lint/check-fixtures.mjs')], {
        cwd: root,
        encoding: 'utf8',
      }),
    ) as Record<string, string[]>;
  }, 120_000);

  it.each([
    ['apps/web/src/features/alerts/uses-other-feature.ts', 'derleng/feature-imports'],
    ['apps/web/src/lib/uses-feature.ts', 'derleng/feature-imports'],
    ['apps/web/src/lib/uses-server-lib.ts', 'derleng/lib-imports'],
    ['apps/web/src/lib/cycle-first.ts', 'derleng/no-cycle'],
    ['apps/api/src/deep-lib-import.ts', 'derleng/lib-imports'],
    ['libs/orders/src/uses-higher-layer.ts', 'derleng/lib-imports'],
    ['apps/api/src/floating-promise.ts', '@typescript-eslint/no-floating-promises'],
    ['apps/api/src/misused-promise.ts', '@typescript-eslint/no-misused-promises'],
  ])('%s fails with %s', (file, rule) => {
    expect(got[file]).toEqual([rule]);
  });

  it.each([
    'apps/web/src/features/alerts/uses-shared-layer.ts',
    'apps/web/src/features/checkout/summary.ts',
    'apps/api/src/voided-promise.ts',
    'libs/orders/src/uses-lower-layer.ts',
  ])('%s passes', (file) => {
    expect(got[file]).toEqual([]);
  });
});
