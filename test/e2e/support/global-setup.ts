import type { FullConfig } from '@playwright/test';
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Stack {
  url: string;
  sandboxUrl: string;
  env: Record<string, string>;
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

/** What a secret looks like in a log line when the one redaction rule (libs/core log-scrub) missed it. */
const SECRET_IN_LOG = [
  /[?&](?:t|token|accessToken|access_token|sessionId|code)=(?!\[redacted\])[^&\s"]+/i,
  /\/api\/cart\/(?!\[redacted\])[A-Za-z0-9_-]{8,}/,
  /LPA:1\$(?!\[redacted\])/,
  /"(?:activationCode|accessToken|sessionId)":"(?!\[redacted\])[^"]+"/,
];

/** An e2e admin as the workers sign in with it (./accounts.ts): TOTP secret and the step its code used. */
interface EnrolledAdmin {
  email: string;
  password: string;
  secret: string;
  usedStep: number;
}

/**
 * Signs an admin in with the password, enrols TOTP and confirms it with a first code; returns the
 * admin with its secret and the session cookie (now verified, so it may add users).
 */
async function enrolAdmin(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<{ admin: EnrolledAdmin; cookie: string }> {
  const { generate } = await import('otplib');
  const signIn = await fetch(`${baseUrl}/api/auth/admin-signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: admin.email, password: admin.password }),
  });
  if (!signIn.ok) throw new Error(`e2e admin sign-in failed: ${signIn.status}`);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const step = adminCall(baseUrl, cookie);
  const { secret } = (await step('/api/auth/mfa/enrol', {})) as { secret: string };
  const usedStep = Math.floor(Date.now() / 1000 / 30);
  await step('/api/auth/mfa/confirm', { code: await generate({ secret, epoch: usedStep * 30 }) });
  return { admin: { ...admin, secret, usedStep }, cookie };
}

const adminCall = (baseUrl: string, cookie: string) => async (path: string, body: object) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};

/**
 * The e2e admins, set up once for the whole run: the first admin (E2E_ADMIN), then the others it
 * adds, each enrolled in TOTP. A TOTP code works once, so sign-ins close together take turns
 * between them instead of waiting for the clock (signInAsAdmin in ./accounts.ts).
 */
async function enrolAdmins(baseUrl: string): Promise<EnrolledAdmin[]> {
  const first = await enrolAdmin(baseUrl, E2E_ADMIN);
  const admins = [first.admin];
  for (const number of [2, 3, 4]) {
    const other = {
      email: `e2e-admin-${number}@example.com`,
      password: E2E_ADMIN.password,
      phone: `+855 10 000 00${number}`,
    };
    await adminCall(baseUrl, first.cookie)('/api/admin/users', {
      ...other,
      fullName: `E2E Admin ${number}`,
      role: 'admin',
      staffRole: 'owner',
    });
    admins.push((await enrolAdmin(baseUrl, other)).admin);
  }
  return admins;
}

/** The first admin of the e2e stack, created from ADMIN_* at its first start (docs/accounts.md). */
const E2E_ADMIN = { phone: '+855 10 000 001', email: 'e2e-admin@example.com', password: 'E2e#Admin-Pass1' };

/** The E2E_* variables the tests read, for one stack. */
type StackVariables = Record<string, string>;

/** Starts one built product (scripts/stack.mjs, as `npm start` does) in a throwaway data folder. */
async function startOne(lines: string[]): Promise<{ stop(): Promise<void>; variables: StackVariables }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'derleng-e2e-'));
  chmodSync(dataDir, 0o755);
  const stackModule = (await import(pathToFileURL(join(process.cwd(), 'scripts/stack.mjs')).href)) as {
    startStack(options: object): Promise<Stack>;
  };
  const stack = await stackModule.startStack({
    dataDir,
    port: await freePort(),
    sandboxPort: await freePort(),
    smtpPort: await freePort(),
    pgPort: await freePort(),
    redisPort: await freePort(),
    env: {
      // info: the access log is written, so the run's logs can be searched for secrets below.
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      // Every browser of the suite is 127.0.0.1: per-address limits lifted, per-session ones kept.
      CREATE_ORDER_MAX_PER_MINUTE_PER_ADDRESS: '10000',
      CREATE_ORDER_MAX_PER_HOUR_PER_ADDRESS: '10000',
      STATUS_READS_MAX_PER_MINUTE_PER_ADDRESS: '100000',
      UNPAID_ORDERS_MAX_PER_ADDRESS: '10000',
      ORDER_LINK_EMAILS_MAX_PER_HOUR_PER_ADDRESS: '1000',
      SIGNUP_MAX_PER_HOUR_PER_ADDRESS: '1000',
      // Card payments (Stripe) offered at checkout, against the sandbox's Stripe.
      STRIPE_ENABLED: 'true',
      ADMIN_PHONE: E2E_ADMIN.phone,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    log: (line: string) => {
      lines.push(line);
      if (process.env.E2E_VERBOSE) console.log(line);
    },
  });
  const variables: StackVariables = {
    E2E_ADMINS: JSON.stringify(await enrolAdmins(stack.url)),
    E2E_BASE_URL: stack.url,
    E2E_SANDBOX_URL: stack.sandboxUrl,
    // The stack's database, for the tests that move an admin session's clock (support/accounts.ts).
    E2E_DATABASE_URL: stack.env.DATABASE_URL ?? '',
    E2E_ADMIN_PHONE: E2E_ADMIN.phone,
    E2E_ADMIN_EMAIL: E2E_ADMIN.email,
    E2E_ADMIN_PASSWORD: E2E_ADMIN.password,
  };
  return {
    variables,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts one stack per Playwright worker (`workers` in playwright.config.ts, from E2E_WORKERS):
 * each worker's files run against their own product, database and sandboxes, so a file that turns
 * a sandbox's knob (a held RoameSIM, a declined card) or an admin setting never reaches another
 * worker's tests. The stacks' variables
 * go to the workers in E2E_STACKS; playwright.config.ts gives each worker its own
 * (TEST_PARALLEL_INDEX).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const lines: string[] = [];
  const stacks = await Promise.all(Array.from({ length: config.workers }, () => startOne(lines)));
  process.env.E2E_STACKS = JSON.stringify(stacks.map((stack) => stack.variables));
  Object.assign(process.env, stacks[0]!.variables);
  return async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
    // The whole run's logs (api, worker, sandbox): no order token, cart id or activation code.
    const leaks = lines.filter((line) => SECRET_IN_LOG.some((pattern) => pattern.test(line)));
    if (leaks.length)
      throw new Error(
        `secrets in the e2e run's logs (${leaks.length} lines):\n${leaks.slice(0, 5).join('\n')}`,
      );
    if (!lines.some((line) => line.includes('request completed')))
      throw new Error('the e2e run wrote no access log: the secrets check would prove nothing');
  };
}
