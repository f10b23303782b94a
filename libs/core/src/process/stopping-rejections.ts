import type { EventEmitter } from 'node:events';
import type { AppLogger } from '../logging/logger';

/**
 * Once the process has been told to stop (SIGINT, SIGTERM), a rejection nobody handles is logged
 * instead of ending the process: Redis and Postgres are often stopped at the same moment (Ctrl-C
 * reaches the whole process group), and libraries that fire and forget a command while closing
 * (BullMQ, the socket.io redis adapter) would otherwise end the shutdown with a stack trace before
 * the in-flight work is handed back. Before a stop signal, an unhandled rejection still ends the
 * process, as Node does by default. The signal listeners run once, so the signal Nest's shutdown
 * hook sends itself after closing still ends the process.
 */
export function logRejectionsWhileStopping(logger: AppLogger, proc: EventEmitter = process): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'])
    proc.prependOnceListener(signal, () => {
      stopping = true;
    });
  proc.on('unhandledRejection', (reason: unknown) => {
    if (!stopping) throw reason;
    logger.warn({ err: reason }, 'unhandled rejection while stopping (a connection closed first)');
  });
}
