import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BINARIES = [process.env.REDIS_SERVER_BIN, '/usr/bin/redis-server', '/usr/local/bin/redis-server'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface AofRedis {
  url: string;
  /** SIGKILL: no shutdown save, only what the append-only file already holds survives. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A dedicated redis-server whose data survives a crash: append-only file, fsync on every write
 * (what production Redis for BullMQ should run with). Restarted on the same port and folder.
 */
export async function startAofRedis(): Promise<AofRedis> {
  const bin = BINARIES.find((candidate) => candidate && existsSync(candidate));
  if (!bin) throw new Error('redis-server is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'derleng-aof-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const args = ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--save', ''];
      args.push('--appendonly', 'yes', '--appendfsync', 'always', '--maxmemory-policy', 'noeviction');
      child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      const timer = setTimeout(() => reject(new Error('redis-server did not start in 10 s')), 10000);
      child.stdout!.on('data', (chunk) => {
        if (String(chunk).includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    });
  const signal = async (name: NodeJS.Signals) => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill(name);
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: () => signal('SIGKILL'),
    start,
    async stop() {
      await signal('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
