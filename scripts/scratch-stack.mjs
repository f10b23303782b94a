// The whole shop on free loopback ports with throwaway data, for measuring scripts (lighthouse,
// first-tap): started as `npm start` starts it, quiet, and removed by `stop()`.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/support/services.mjs';
import { startStack } from './stack.mjs';

export async function startScratchStack(label) {
  const dataDir = mkdtempSync(join(tmpdir(), `derleng-${label}-`));
  chmodSync(dataDir, 0o755);
  const stack = await startStack({
    dataDir,
    port: await freePort(),
    sandboxPort: await freePort(),
    smtpPort: await freePort(),
    pgPort: await freePort(),
    redisPort: await freePort(),
    env: { LOG_LEVEL: 'warn' },
    log: () => {},
  });
  return {
    ...stack,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
