import 'reflect-metadata';
import { RequestMethod, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig, AppLogger, enterTrace, JobProducer, PinoNestLogger } from '@app/core';
import { randomUUID } from 'node:crypto';
import { ApiModule } from './api.module';
import { adminOnlyHook } from './common/admin-plugin-guard';
import { MAX_BODY_BYTES, registerInputSanity } from './common/input-sanity';
import {
  ADMIN_APP_HEADERS,
  apiSecurityOptions,
  docsSecurityOptions,
  permissionsPolicy,
  registerSecurityHeaders,
} from './common/security-headers';
import { SpaFallback } from './common/spa-fallback';
import { Metrics } from './monitoring/metrics';
import { RealtimeIoAdapter } from './realtime/realtime-io.adapter';
import { queueAuditHook } from './admin/queue-audit.hook';

export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';
export const API_DOCS_PATH = '/api/docs';

/** Builds the api (HTTP + /ws) without listening, so tests and main share one setup. */
export async function createApi(config: AppConfig, logger: AppLogger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    loggerInstance: logger.child({ component: 'http' }),
    trustProxy: config.http.trustProxy,
    bodyLimit: MAX_BODY_BYTES,
    // A URL Fastify cannot route (bad percent-encoding, invalid UTF-8): 400 in the api's error shape.
    frameworkErrors: (_error: Error, request: FastifyRequest, reply: FastifyReply) => {
      void reply.status(400).send({
        statusCode: 400,
        code: 'BAD_INPUT',
        message: 'The request URL is not valid (bad percent-encoding or UTF-8)',
        correlationId: request.id,
      });
    },
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{6,64}$/.test(given) ? given : randomUUID();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    ApiModule.forRoot({ config, logger }),
    adapter,
    {
      logger: new PinoNestLogger(logger),
      bufferLogs: false,
      // request.rawBody: PayPal's webhook signature covers the exact bytes it sent.
      rawBody: true,
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  const metrics = app.get(Metrics);
  // Every line written while a request is handled carries its id (and, once known, its order's).
  fastify.addHook('preHandler', (request, _reply, done) => {
    enterTrace({ reqId: String(request.id) });
    done();
  });
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    metrics.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  await app.register(fastifyCookie);
  registerInputSanity(app);
  const providers = {
    payway: new URL(config.payway.baseUrl).origin,
    paypal: new URL(config.paypal.baseUrl).origin,
  };
  await registerSecurityHeaders(fastify, apiSecurityOptions(providers), {
    permissionsPolicy: permissionsPolicy(providers),
    relaxed: config.http.apiDocs ? { [API_DOCS_PATH]: docsSecurityOptions(providers) } : {},
    adminApp: ADMIN_APP_HEADERS,
  });

  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'metrics', method: RequestMethod.GET },
      // SeoController: at the site's root, where crawlers look
      { path: 'sitemap.xml', method: RequestMethod.GET },
      { path: 'robots.txt', method: RequestMethod.GET },
    ],
  });
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: false,
    }),
  );
  app.useWebSocketAdapter(new RealtimeIoAdapter(app, config));
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);

  // The OpenAPI docs: served in development; in production only with API_DOCS=true.
  if (config.http.apiDocs) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Derleng eSIM API')
        .setDescription('Storefront, checkout, payments, eSIMs and administration')
        .setVersion('1.0.0')
        .build(),
    );
    SwaggerModule.setup(API_DOCS_PATH.slice(1), app, document);
  }

  const board = new BullBoardFastifyAdapter();
  board.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: app
      .get(JobProducer)
      .allQueues()
      .map((queue) => new BullMQAdapter(queue)),
    serverAdapter: board,
  });
  // Outside Nest's guards: the dashboard gets its own admin-only hook, inside its own context.
  const adminOnly = adminOnlyHook(app);
  await app.register(
    (async (instance: {
      addHook: (
        name: 'onRequest' | 'onSend',
        hook: typeof adminOnly | ReturnType<typeof queueAuditHook>,
      ) => void;
      register: (plugin: never) => Promise<unknown>;
    }) => {
      instance.addHook('onRequest', adminOnly);
      instance.addHook('onSend', queueAuditHook(app, QUEUE_DASHBOARD_PATH));
      await instance.register(board.registerPlugin() as never);
    }) as never,
    { prefix: QUEUE_DASHBOARD_PATH },
  );

  const spa = app.get(SpaFallback);
  const { webDir, preloads: firstScreenPreloads } = spa;
  if (webDir) {
    // The home is the SPA fallback's page, not the static index.html: a first visit's comes drawn.
    fastify.get('/', (request, reply) => (spa.handles(request) ? spa.send(reply) : reply.callNotFound()));
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: true,
      // `/` is the SPA fallback's (common/spa-fallback.ts): a first visit's home comes drawn.
      index: false,
      maxAge: '1h',
      // The build writes .br and .gz beside each text asset (scripts/web-assets.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        if (/\/(boot|sw)\.js(\.br|\.gz)?$/.test(path)) {
          // not hashed: boot.js starts every drawn page, sw.js is the service worker, whose new
          // build the browser must see at once (docs/web.md "Offline"); revalidated like index.html
          reply.header('cache-control', 'no-cache');
        } else if (/index\.html(\.br|\.gz)?$/.test(path)) {
          reply.header('cache-control', 'no-cache');
          const preloads = firstScreenPreloads.linkHeader(reply.request.url, reply.request.hostname);
          if (preloads) reply.header('link', preloads);
        } else if (path.includes('/assets/'))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  return app;
}
