import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { SandboxContext } from '../../../../apps/sandbox/src/context';
import { registerControl } from '../../../../apps/sandbox/src/control/control.routes';
import { registerRoamesim } from '../../../../apps/sandbox/src/roamesim/roamesim.routes';
import { registerIndex } from '../../../../apps/sandbox/src/index.routes';
import { registerMail } from '../../../../apps/sandbox/src/mail/mail.routes';
import { startMailCatcher, type MailCatcher } from '../../../../apps/sandbox/src/mail/mail-catcher';

export interface Harness {
  app: FastifyInstance;
  ctx: SandboxContext;
  url: string;
  mail?: MailCatcher;
  close(): Promise<void>;
}

export interface HarnessOptions {
  dataDir?: string;
  seed?: string;
  env?: NodeJS.ProcessEnv;
  mail?: boolean;
}

/**
 * A sandbox of our own modules only (control, RoameSIM, index, optionally the SMTP catcher), on
 * a random loopback port, so these tests do not depend on the PayWay/PayPal modules.
 */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const ctx = new SandboxContext({
    port: 0,
    host: '127.0.0.1',
    smtpPort: 0,
    dataDir: options.dataDir,
    seed: options.seed ?? 'test-seed',
    publicUrl: 'http://127.0.0.1',
  });
  const env = options.env ?? {};
  const app = Fastify({ logger: false });
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues' });
  const mail = options.mail ? await startMailCatcher(ctx) : undefined;
  await registerControl(app, ctx, { env });
  await registerRoamesim(app, ctx, { env });
  if (mail) await registerMail(app, ctx, mail);
  await registerIndex(app, ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    ctx,
    url,
    mail,
    async close() {
      await app.close();
      await mail?.close();
    },
  };
}

export interface JsonReply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function http(url: string, method: string, path: string, body?: unknown): Promise<JsonReply> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: response.status, body: parsed };
}

/** Control API helpers that fail the test on a non-2xx answer. */
export const control = (url: string) => {
  const call = async (method: string, path: string, body?: unknown) => {
    const reply = await http(url, method, path, body);
    if (reply.status >= 300)
      throw new Error(`${method} ${path} -> ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  };
  return {
    get: (path: string) => call('GET', path),
    put: (path: string, body: unknown) => call('PUT', path, body),
    post: (path: string, body?: unknown) => call('POST', path, body ?? {}),
  };
};

export async function eventually<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
  stepMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
