import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/**
 * The compiled server (`dist/apps`, `dist/libs`) that `npm start` and the CLI commands run, built
 * here only when a plain integration run has none. `npm test` builds it once before any test: a
 * spec that rebuilt it anyway would delete `dist/apps` and `dist/libs` while a spec in another
 * Jest worker starts a process from them ("Cannot find module" in its migrations).
 */
export async function ensureServerBuilt(extra: string[] = []): Promise<void> {
  const { ENTRYPOINTS } = (await import(join(root, 'scripts/entrypoints.mjs'))) as {
    ENTRYPOINTS: Record<string, string>;
  };
  if ([...Object.values(ENTRYPOINTS), ...extra].every((file) => existsSync(join(root, file)))) return;
  const { buildServer } = (await import(join(root, 'scripts/build.mjs'))) as {
    buildServer(): Promise<number>;
  };
  await buildServer();
}
