import { ConfigError, createLogger, loadConfig, logRejectionsWhileStopping } from '@app/core';
import cluster from 'node:cluster';
import { runApiCluster } from './cluster';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, name: config.processName ?? 'api' });
  logRejectionsWhileStopping(logger);
  if (config.http.processes > 1 && cluster.isPrimary) return runApiCluster(config, logger);
  if (config.queue.backend === 'postgres') {
    logger.info(
      "no Redis configured: queues run on BullMQ's Postgres backend and /ws uses the socket.io Postgres adapter",
    );
  }
  // Loaded here, not above: a cluster primary never loads the application.
  const { createApi } = await import('./bootstrap.js');
  const app = await createApi(config, logger);
  await app.listen({ port: config.http.port, host: config.http.host });
  logger.info(`api listening on ${config.http.publicUrl}`);
}

void main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
