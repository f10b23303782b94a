import { load, startBuiltStack, type Stack } from './stack-support';

interface ChaosResult {
  figures: Record<string, string | number>;
  problems: string[];
  targets: string[];
}

/**
 * `npm run chaos` in small: the built stack with Redis, two workers and two api processes; a few
 * orders paid through the sandboxes while every disturbance runs once (a worker SIGKILLed while it
 * provisions, Redis and PostgreSQL restarted, provider faults, callbacks replayed); ten identical
 * create-order requests with one key; a short Redis outage. Nothing lost, nothing done twice.
 * (Timings are figures of `npm run chaos`, not asserted here.)
 */
describe('chaos, short', () => {
  const lines: string[] = [];
  let env: Awaited<ReturnType<typeof startBuiltStack>> | undefined;

  afterAll(async () => {
    await env?.close();
  }, 120_000);

  it('loses no paid order and does nothing twice', async () => {
    const { CHAOS_STACK_ENV } = await load<{ CHAOS_STACK_ENV: Record<string, string> }>(
      'chaos/stack-env.mjs',
    );
    env = await startBuiltStack({ workers: 2, apiProcesses: 2, env: CHAOS_STACK_ENV, lines });
    const { runChaos } = await load<{
      runChaos(stack: object, options: object): Promise<ChaosResult>;
    }>('chaos/chaos.mjs');
    const stack: Stack = env.stack;
    const log: string[] = [];
    const result = await runChaos(
      { ...env.started, crash: stack.crash, services: stack.services },
      {
        orders: 6,
        concurrency: 3,
        workers: 2,
        holdMs: 1500,
        pauseMs: 300,
        outageMs: 4000,
        drainTimeoutMs: 300_000,
        log: (line: string) => log.push(line),
      },
    );
    if (result.problems.length) console.log([...log, ...lines.slice(-60)].join('\n'));
    expect(result.problems).toEqual([]);
    expect(result.figures).toMatchObject({
      placed: 6,
      paid: 6,
      lost: 0,
      'paid, stuck': 0,
      'idempotent create-order ×10 → orders': 1,
    });
    expect(Number(result.figures.disturbances)).toBeGreaterThanOrEqual(11);
    expect(result.figures['Redis outage: delivered afterwards']).toMatch(/^(\d+) of \1$/);
  }, 900_000);
});
