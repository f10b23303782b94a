// Start-up problems a person can fix, said in one line (no stack trace): a taken port, a missing
// binary, a folder out of reach.
import { createServer } from 'node:net';

/** An error whose message alone tells what is wrong and what to do; printed without a stack. */
export class StackError extends Error {
  name = 'StackError';
}

/** The one line `npm start` prints for any start-up failure. */
export function describeStartError(error) {
  if (error instanceof StackError) return error.message;
  if (error instanceof Error) return error.message || error.name;
  return `start-up failed: ${String(error)}`;
}

/**
 * Throws a StackError naming the port, what wanted it and the setting that moves it, when
 * something already listens on host:port.
 */
export async function assertPortFree(port, what, setting, host = '127.0.0.1') {
  await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new StackError(
            `port ${port} (${what}) is already in use: stop what listens there (e.g. another npm start), or set ${setting} to a free port`,
          ),
        );
      else if (error.code === 'EACCES')
        reject(
          new StackError(`port ${port} (${what}) needs privileges: set ${setting} to a port above 1023`),
        );
      else
        reject(
          new StackError(
            `port ${port} (${what}) cannot be used (${error.code ?? error.message}); set ${setting}`,
          ),
        );
    });
    server.listen({ port, host, exclusive: true }, () => server.close(resolve));
  });
}
