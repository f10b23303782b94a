import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AppBuildInfo {
  version: string;
  commit: string;
}

let cached: AppBuildInfo | undefined;

const gitCommit = (): string | null => {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    })
      .toString()
      .trim();
  } catch {
    return null;
  }
};

const packageVersion = (): string | null => {
  try {
    return (
      (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version?: string })
        .version ?? null
    );
  } catch {
    return null;
  }
};

/**
 * The running build: `APP_VERSION` / `APP_COMMIT` when the deployment sets them (images built
 * without .git), else package.json's version and the checkout's commit. Read once per process.
 */
export function appBuildInfo(): AppBuildInfo {
  cached ??= {
    version: process.env.APP_VERSION || packageVersion() || 'unknown',
    commit: process.env.APP_COMMIT || gitCommit() || 'unknown',
  };
  return cached;
}
