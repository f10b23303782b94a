// /ws fan-out: BENCH_FANOUT_SOCKETS (5,000) socket.io clients in one browser-session room, then
// BENCH_FANOUT_BROADCASTS (10) pushes published the way a worker publishes them (the Redis
// emitter); each arrival's delay from its publish gives the broadcast p50 and p99.
import { Emitter } from '@socket.io/redis-emitter';
import IORedis from 'ioredis';
import { io } from 'socket.io-client';

const SOCKETS = Number(process.env.BENCH_FANOUT_SOCKETS ?? 5000);
const BROADCASTS = Number(process.env.BENCH_FANOUT_BROADCASTS ?? 10);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function measureFanout(stack) {
  // Without a redis-server the stack runs BullMQ on Postgres and the gateway has no Redis adapter:
  // there is no publish path to measure (npm test installs redis-server with apt-get when it can).
  if (!stack.env.REDIS_URL) {
    console.log('[bench] fan-out skipped: no redis-server on this machine (apt-get install redis-server)');
    return [
      {
        target: '/ws fan-out: skipped (no redis-server; apt-get install redis-server)',
        'req/s': '-',
        'p50 ms': '-',
        'p99 ms': '-',
        errors: '-',
      },
    ];
  }
  const sessionId = `benchfanout${Date.now().toString(36)}`;
  const sockets = [];
  const arrivals = [];
  let errors = 0;
  // Connect in batches, so the handshakes measure nothing but themselves.
  for (let start = 0; start < SOCKETS; start += 100) {
    const batch = Array.from({ length: Math.min(100, SOCKETS - start) }, () => {
      const socket = io(stack.url, {
        path: '/ws',
        transports: ['websocket'],
        auth: { sessionId },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      socket.on('esim_status_update', (update) => arrivals.push(Date.now() - update.sentAt));
      return new Promise((resolve) => {
        socket.once('connect', resolve);
        socket.once('connect_error', () => {
          errors += 1;
          resolve();
        });
      });
    });
    await Promise.all(batch);
  }
  await sleep(1000); // the gateway joins the room right after the handshake
  const redis = new IORedis(stack.env.REDIS_URL);
  const emitter = new Emitter(redis);
  const connected = sockets.filter((socket) => socket.connected).length;
  try {
    for (let i = 0; i < BROADCASTS; i += 1) {
      const expected = arrivals.length + connected;
      emitter
        .to(`session:${sessionId}`)
        .emit('esim_status_update', { orderId: `bench-${i}`, sentAt: Date.now() });
      for (let waited = 0; arrivals.length < expected && waited < 10_000; waited += 20) await sleep(20);
      await sleep(200);
    }
  } finally {
    redis.disconnect();
    for (const socket of sockets) socket.disconnect();
  }
  const sorted = [...arrivals].sort((a, b) => a - b);
  const missing = connected * BROADCASTS - arrivals.length;
  return [
    {
      target: `/ws fan-out: ${connected} sockets in one room, ${BROADCASTS} broadcasts (publish → arrival)`,
      'req/s': '-',
      'p50 ms': sorted.length ? percentile(sorted, 50) : '-',
      'p99 ms': sorted.length ? percentile(sorted, 99) : '-',
      errors: errors + missing,
    },
  ];
}
