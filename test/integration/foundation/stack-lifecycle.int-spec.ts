import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { ensureServerBuilt } from '../../support/built-server';

interface Stack {
  start(): Promise<{ url: string; env: Record<string, string> }>;
  stop(): Promise<void>;
  children: { name: string; child: ChildProcess }[];
  services: { postgres?: { pid: number } };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const root = join(__dirname, '../../..');
const load = async <T>(file: string): Promise<T> => (await import(join(root, file))) as T;

describe('the stack npm start runs', () => {
  let dataDir: string;
  beforeAll(async () => {
    await ensureServerBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'derleng-stack-'));
    chmodSync(dataDir, 0o755);
  }, 240_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops the api and the worker first, then the sandbox, then Redis and Postgres, without errors', async () => {
    const { freePort } = await load<{ freePort(): Promise<number> }>('test/support/services.mjs');
    const { createStack } = await load<{ createStack(options: object): Stack }>('scripts/stack.mjs');
    const lines: string[] = [];
    const stack = createStack({
      dataDir,
      port: await freePort(),
      sandboxPort: await freePort(),
      smtpPort: await freePort(),
      pgPort: await freePort(),
      redisPort: await freePort(),
      env: { LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      log: (line: string) => lines.push(line),
    });
    let started;
    try {
      started = await stack.start();
    } catch (error) {
      await stack.stop();
      throw new Error(`${(error as Error).message}\n${lines.join('\n')}`, { cause: error });
    }
    expect((await fetch(`${started.url}/api/health/ready`)).status).toBe(200);

    // Every child is in its own process group: a terminal's Ctrl-C reaches only the supervisor.
    const running = stack.children.filter(({ child }) => child.exitCode === null);
    expect(running.map(({ name }) => name).sort()).toEqual(['api', 'redis', 'sandbox', 'worker']);
    const groupOf = (pid: number): number =>
      Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[2]);
    for (const { child } of running) expect(groupOf(child.pid!)).toBe(child.pid);
    expect(groupOf(stack.services.postgres!.pid)).toBe(stack.services.postgres!.pid);

    const exits: string[] = [];
    for (const { name, child } of running) child.once('exit', () => exits.push(name));
    const postgres = stack.services.postgres!.pid;
    let postgresUpWhenRedisStopped = false;
    running
      .find(({ name }) => name === 'redis')!
      .child.once('exit', () => (postgresUpWhenRedisStopped = alive(postgres)));
    const stopAt = lines.length;
    await stack.stop();

    expect(exits.slice(0, 2).sort()).toEqual(['api', 'worker']);
    expect(exits.slice(2)).toEqual(['sandbox', 'redis']);
    expect(postgresUpWhenRedisStopped).toBe(true);
    expect(alive(postgres)).toBe(false);
    const afterStop = lines.slice(stopAt).filter((line) => /^\[(api|worker|sandbox)\]/.test(line));
    expect(afterStop.filter((line) => /error|unhandled|ECONNREFUSED|\bat .+:\d+:\d+/i.test(line))).toEqual(
      [],
    );
  }, 180_000);
});
