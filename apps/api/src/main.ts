import { ConfigError, createLogger, loadConfig, logRejectionsWhileStopping } from '@app/core';
import { createApi } from './bootstrap';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, name: 'api' });
  logRejectionsWhileStopping(logger);
  if (config.queue.backend === 'postgres') {
    logger.info(
      "no Redis configured: queues run on BullMQ's Postgres backend and /ws uses the socket.io Postgres adapter",
    );
  }
  const app = await createApi(config, logger);
  await app.listen({ port: config.http.port, host: config.http.host });
  logger.info(`api listening on ${config.http.publicUrl}`);
}

void main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
