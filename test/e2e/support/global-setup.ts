import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Stack {
  url: string;
  sandboxUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The first admin of the e2e stack, created from ADMIN_* at its first start (docs/accounts.md). */
const E2E_ADMIN = { phone: '+855 10 000 001', email: 'e2e-admin@example.com', password: 'E2e#Admin-Pass1' };

/** Starts the built product (scripts/stack.mjs, as `npm start` does) in a throwaway data folder. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'derleng-e2e-'));
  chmodSync(dataDir, 0o755);
  const stackModule = (await import(pathToFileURL(join(process.cwd(), 'scripts/stack.mjs')).href)) as {
    startStack(options: object): Promise<Stack>;
  };
  const lines: string[] = [];
  const stack = await stackModule.startStack({
    dataDir,
    port: await freePort(),
    sandboxPort: await freePort(),
    smtpPort: await freePort(),
    pgPort: await freePort(),
    redisPort: await freePort(),
    env: {
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every browser of the suite is 127.0.0.1: per-address limits lifted, per-session ones kept.
      CREATE_ORDER_MAX_PER_MINUTE_PER_ADDRESS: '10000',
      CREATE_ORDER_MAX_PER_HOUR_PER_ADDRESS: '10000',
      STATUS_READS_MAX_PER_MINUTE_PER_ADDRESS: '100000',
      UNPAID_ORDERS_MAX_PER_ADDRESS: '10000',
      ORDER_LINK_EMAILS_MAX_PER_HOUR_PER_ADDRESS: '1000',
      ADMIN_PHONE: E2E_ADMIN.phone,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    log: (line: string) => {
      lines.push(line);
      if (process.env.E2E_VERBOSE) console.log(line);
    },
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_SANDBOX_URL = stack.sandboxUrl;
  process.env.E2E_ADMIN_PHONE = E2E_ADMIN.phone;
  process.env.E2E_ADMIN_EMAIL = E2E_ADMIN.email;
  process.env.E2E_ADMIN_PASSWORD = E2E_ADMIN.password;
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
