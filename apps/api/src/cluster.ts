import cluster, { type Worker } from 'node:cluster';
import type { AppConfig, AppLogger } from '@app/core';

/**
 * API_PROCESSES above 1: this process becomes the Node cluster primary and forks that many api
 * processes (`api1`, `api2`…, PROCESS_NAME) that share the port; the primary hands each new
 * connection to the next one in turn (round robin). It serves nothing itself. An api process that
 * dies is started again; SIGTERM or SIGINT stops them all (each finishes its requests) and then
 * the primary (an api process still running after 15 s is killed). Sockets at /ws reach every process through the realtime adapter (Redis or
 * Postgres), so a push finds its socket wherever it is held.
 */
/** How long the api processes get to finish their requests before they are killed. */
const STOP_PATIENCE_MS = 15_000;

export function runApiCluster(config: AppConfig, logger: AppLogger): void {
  const base = config.processName ?? 'api';
  let stopping = false;
  const names = new Map<Worker, string>();
  const fork = (name: string): void => {
    const worker = cluster.fork({ PROCESS_NAME: name });
    names.set(worker, name);
  };
  cluster.on('exit', (worker, code, signal) => {
    const name = names.get(worker) ?? 'api';
    names.delete(worker);
    if (stopping) return;
    logger.error({ code, signal }, `${name} stopped unexpectedly; starting it again`);
    setTimeout(() => fork(name), 1000);
  });
  for (let index = 1; index <= config.http.processes; index += 1) fork(`${base}${index}`);
  logger.info(`api cluster: ${config.http.processes} processes share port ${config.http.port}`);

  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill('SIGTERM');
    }
    // One that is still booting (or hangs) is not waited for past the stack's own patience.
    setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, STOP_PATIENCE_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
