import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { ensureServerBuilt } from '../../support/built-server';

/** scripts/stack.mjs as the tests of this folder use it. */
export interface Stack {
  start(): Promise<{ url: string; sandboxUrl: string; env: Record<string, string> }>;
  stop(): Promise<void>;
  crash(name: string, downMs?: number): Promise<void>;
  children: { name: string; child: ChildProcess }[];
  services: {
    redis: { restart(downMs?: number): Promise<void> };
    postgres: { restart(downMs?: number): Promise<void> };
  };
}

export const root = join(__dirname, '../../..');
export const load = async <T>(file: string): Promise<T> => (await import(join(root, file))) as T;

/** The built stack in a throwaway folder, on free ports; `lines` collects its log. */
export async function startBuiltStack(options: {
  workers: number;
  apiProcesses: number;
  env: Record<string, string>;
  lines: string[];
}): Promise<{ stack: Stack; started: Awaited<ReturnType<Stack['start']>>; close(): Promise<void> }> {
  await ensureServerBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'derleng-ops-'));
  chmodSync(dataDir, 0o755);
  const { freePort } = await load<{ freePort(): Promise<number> }>('test/support/services.mjs');
  const { createStack } = await load<{ createStack(options: object): Stack }>('scripts/stack.mjs');
  const stack = createStack({
    dataDir,
    port: await freePort(),
    sandboxPort: await freePort(),
    smtpPort: await freePort(),
    pgPort: await freePort(),
    redisPort: await freePort(),
    workers: options.workers,
    apiProcesses: options.apiProcesses,
    env: { NODE_ENV: 'test', ...options.env },
    log: (line: string) => options.lines.push(line),
  });
  const close = async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { stack, started: await stack.start(), close };
  } catch (error) {
    await close();
    throw new Error(`${(error as Error).message}\n${options.lines.slice(-40).join('\n')}`, { cause: error });
  }
}
