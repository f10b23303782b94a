import { Queue } from 'bullmq';
import { io, type Socket } from 'socket.io-client';
import { QUEUE_NAMES, queueKey } from '@app/core';
import { load, startBuiltStack } from './stack-support';

interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  transactionId: string;
}

/** chaos/shop.mjs: the customers of the chaos run. */
interface Shop {
  call(url: string, init?: object): Promise<{ status: number; json?: PlacedOrder; text: string }>;
  plainPackage(stack: object): Promise<{ id: number; price: string }>;
  placeOrder(stack: object, pkg: object, method: string, index: number): Promise<PlacedOrder>;
  payWithPayway(stack: object, order: object): Promise<unknown>;
  orderBody(pkg: object, method: string, index: number): Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A guest's socket on the api process `processName` (the socket id names the process holding it).
 * The stack is up once one api process answers; the other may still be booting, so this keeps
 * trying for a minute, not for a number of connections.
 */
async function socketOn(url: string, processName: string, sessionId: string): Promise<Socket> {
  for (const until = Date.now() + 60_000; Date.now() < until; await sleep(250)) {
    const socket = io(url, {
      path: '/ws',
      transports: ['websocket'],
      auth: { sessionId },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    if (socket.io.engine.id.startsWith(`${processName}.`)) return socket;
    socket.disconnect();
  }
  throw new Error(`no socket landed on ${processName}`);
}

/**
 * `npm start` with API_PROCESSES=2 WORKER_PROCESSES=3: two api processes share the port (Node
 * cluster), three workers share the queues. Jobs spread over the workers, and a push published by a
 * job that worker3 finished reaches a socket held by api1.
 */
describe('scale-out: two api processes, three workers', () => {
  const lines: string[] = [];
  let env: Awaited<ReturnType<typeof startBuiltStack>> | undefined;
  const sockets: Socket[] = [];

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await env?.close();
  }, 120_000);

  it('spreads jobs over the workers and pushes across processes', async () => {
    const { CHAOS_STACK_ENV } = await load<{ CHAOS_STACK_ENV: Record<string, string> }>(
      'chaos/stack-env.mjs',
    );
    env = await startBuiltStack({ workers: 3, apiProcesses: 2, env: CHAOS_STACK_ENV, lines });
    const shop = await load<Shop>('chaos/shop.mjs');
    const { url, sandboxUrl } = env.started;
    const stackRef = { url, sandboxUrl };
    await shop.call(`${sandboxUrl}/__control/roamesim`, {
      method: 'PUT',
      body: { cardDelayMs: 0, autoInstallMs: 0 },
    });
    await shop.call(`${sandboxUrl}/__control/payway`, { method: 'PUT', body: { notFoundLagMs: 0 } });
    await shop.call(`${sandboxUrl}/__control/faults/roamesim`, { method: 'PUT', body: { latencyMs: 200 } });
    const pkg = await shop.plainPackage(stackRef);

    // Both api processes answer on the one port.
    const held = [
      await socketOn(url, 'api1', 'scaleoutprobe0001'),
      await socketOn(url, 'api2', 'scaleoutprobe0001'),
    ];
    sockets.push(...held);

    // Jobs spread: a dozen orders paid at once; every worker ran some of their jobs.
    const orders = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const order = await shop.placeOrder(stackRef, pkg, 'payway_khqr', index + 1);
        await shop.payWithPayway(stackRef, order);
        return order;
      }),
    );
    const connection = { url: env.started.env.REDIS_URL };
    const queues = QUEUE_NAMES.map((name) => new Queue(queueKey(name), { connection }));
    try {
      const delivered = async () => {
        const completed = await queues[QUEUE_NAMES.indexOf('provisioning')].getCompleted(0, 500);
        return completed.filter((job) => job.name === 'esim.provision' && job.returnvalue === 'delivered');
      };
      for (let i = 0; i < 240 && (await delivered()).length < orders.length; i += 1) await sleep(500);
      const ranBy = new Set<string>();
      for (const queue of queues)
        for (const job of await queue.getCompleted(0, 1000)) if (job.processedBy) ranBy.add(job.processedBy);
      expect([...ranBy].sort()).toEqual(['worker1', 'worker2', 'worker3']);

      // Only worker3 left: its job's push reaches the socket on api1.
      for (const name of ['worker1', 'worker2']) {
        const { child } = env.stack.children.find((entry) => entry.name === name)!;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      const sessionId = `scaleout${Date.now().toString(36)}`;
      const listener = await socketOn(url, 'api1', sessionId);
      sockets.push(listener);
      const pushed = new Promise<{ orderId: string }>((resolve) =>
        listener.on('esim_status_update', (update: { orderId: string; orderStatus: string }) => {
          if (update.orderStatus === 'completed') resolve(update);
        }),
      );
      const body = shop.orderBody(pkg, 'payway_khqr', 99);
      const created = await shop.call(`${url}/api/create-order`, {
        method: 'POST',
        body: { ...body, sessionId },
      });
      expect(created.status).toBe(201);
      const placed = created.json!;
      await shop.payWithPayway(stackRef, placed);
      const update = await pushed;
      expect(update.orderId).toBe(placed.orderId);
      const provisioning = queues[QUEUE_NAMES.indexOf('provisioning')];
      const job = (await provisioning.getCompleted(0, 1000)).find(
        (candidate) => candidate.name === 'esim.provision' && candidate.data.orderId === placed.orderId,
      );
      expect(job?.processedBy).toBe('worker3');
    } finally {
      await Promise.all(queues.map((queue) => queue.close()));
    }
  }, 900_000);
});
