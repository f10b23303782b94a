import Fastify, { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { SandboxContext } from '../../../apps/sandbox/src/context';
import { acceptEmptyJsonBodies } from '../../../apps/sandbox/src/kit/json-body';
import { registerPaypal } from '../../../apps/sandbox/src/paypal/paypal.routes';
import { registerPayway } from '../../../apps/sandbox/src/payway/payway.routes';

/**
 * The PayWay and PayPal halves of apps/sandbox on a Fastify instance configured like startSandbox's
 * (lenient JSON, formbody + multipart keyValues), without the other providers, on a free loopback port.
 */
export interface ProviderSandbox {
  url: string;
  ctx: SandboxContext;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startProviderSandbox(
  options: { dataDir?: string; seed?: string } = {},
): Promise<ProviderSandbox> {
  const ctx = new SandboxContext({
    port: 0,
    host: '127.0.0.1',
    smtpPort: 0,
    seed: options.seed ?? 'test',
    publicUrl: 'http://127.0.0.1',
    dataDir: options.dataDir,
  });
  const app = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 });
  acceptEmptyJsonBodies(app);
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues' });
  await registerPayway(app, ctx);
  await registerPaypal(app, ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  ctx.config.publicUrl = url;
  return { url, ctx, app, close: () => app.close() };
}
