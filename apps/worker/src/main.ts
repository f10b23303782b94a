import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, createLogger, loadConfig, logRejectionsWhileStopping, PinoNestLogger } from '@app/core';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, name: 'worker' });
  logRejectionsWhileStopping(logger);
  if (config.queue.backend === 'postgres') {
    logger.info(
      "no Redis configured: queues run on BullMQ's Postgres backend and realtime pushes go through Postgres",
    );
  }
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot({ config, logger }), {
    logger: new PinoNestLogger(logger),
  });
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);
  await app.init();
}

void bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
