import Fastify, { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { SandboxConfig, SandboxContext } from './context';
import { acceptEmptyJsonBodies } from './kit/json-body';
import { registerControl } from './control/control.routes';
import { registerPayway } from './payway/payway.routes';
import { registerPaypal } from './paypal/paypal.routes';
import { registerRoamesim } from './roamesim/roamesim.routes';
import { registerStripe } from './stripe/stripe.routes';
import { registerTelegram } from './telegram/telegram.routes';
import { startMailCatcher, MailCatcher } from './mail/mail-catcher';
import { registerMail } from './mail/mail.routes';
import { registerIndex } from './index.routes';

export interface Sandbox {
  app: FastifyInstance;
  ctx: SandboxContext;
  mail: MailCatcher;
  /** http://host:port of the HTTP sandbox. */
  url: string;
  close(): Promise<void>;
}

/**
 * One process standing in for PayWay, PayPal, Stripe, RoameSIM and Telegram's Bot API over HTTP (their paths do not collide),
 * plus an SMTP catcher. Each provider module registers its own routes and keeps its own state.
 */
export async function startSandbox(config: SandboxConfig): Promise<Sandbox> {
  const ctx = new SandboxContext(config);
  const app = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 });
  acceptEmptyJsonBodies(app);
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues' });

  const mail = await startMailCatcher(ctx);
  await registerControl(app, ctx);
  await registerPayway(app, ctx);
  await registerPaypal(app, ctx);
  await registerRoamesim(app, ctx);
  await registerStripe(app, ctx);
  await registerTelegram(app, ctx);
  await registerMail(app, ctx, mail);
  await registerIndex(app, ctx);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    ctx,
    mail,
    url: `http://${config.host}:${port}`,
    async close() {
      await app.close();
      await mail.close();
    },
  };
}
