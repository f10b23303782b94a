// The integration suites' Jest environment: Node's (./node-environment.cjs), plus this Jest worker's own test Redis and two
// duties at the end of each test file. Files run in parallel Jest workers; each worker has its own
// redis-server (TEST_REDIS_URLS from test/support/global-setup.mjs; the file sees its worker's as
// TEST_REDIS_URL), and each file its own Postgres database. Within a worker the files run one after
// another: whatever harness the file left running (a timed-out beforeAll's, whose variable was
// never set) is closed before the next file starts, as a left worker would go on polling into it.
// Then the worker's Redis is emptied: the next file's workers find none of this file's jobs, job
// schedulers or locks (a job left behind would run against the wrong database).
const TestEnvironment = require('./node-environment.cjs');
const Redis = require('ioredis');

const CLOSE_LIMIT_MS = 60_000;

/** This Jest worker's test Redis: the JEST_WORKER_ID-th of TEST_REDIS_URLS. */
function workerRedisUrl() {
  const urls = (process.env.TEST_REDIS_URLS ?? '').split(' ').filter(Boolean);
  if (!urls.length) return process.env.TEST_REDIS_URL;
  const worker = Number(process.env.JEST_WORKER_ID ?? 1);
  return urls[(Math.max(1, worker) - 1) % urls.length];
}

class IntegrationEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.redisUrl = workerRedisUrl();
    if (this.redisUrl) {
      process.env.TEST_REDIS_URL = this.redisUrl;
      this.global.process.env.TEST_REDIS_URL = this.redisUrl;
    }
    // A group runs several specs in one file (test/support/integration-group.ts): each ends as a
    // file does.
    this.global.__endOfSpec = () => this.endOfFile();
  }

  async endOfFile() {
    await this.closeLeftovers();
    await emptyTestRedis(this.redisUrl);
  }

  handleTestEvent(event, state) {
    if (event.name !== 'run_start') return;
    // The last afterAll of the file's root block: it runs after every hook the file declared, and
    // as a hook, so a start still under way may load modules. Jest has no public call to add a hook
    // once the file is read; this is the shape its own `afterAll` records.
    const root = state.rootDescribeBlock;
    root.hooks.push({
      asyncError: new Error('closing the harnesses this file left running, emptying the test Redis'),
      fn: () => this.endOfFile(),
      parent: root,
      seenDone: false,
      timeout: CLOSE_LIMIT_MS,
      type: 'afterAll',
    });
  }

  async closeLeftovers() {
    const closeLeftovers = this.global.__closeLeftoverHarnesses;
    if (typeof closeLeftovers !== 'function') return;
    const closed = await closeLeftovers();
    if (closed) process.stderr.write(`[integration] closed ${closed} harness(es) this file left running\n`);
  }
}

/** FLUSHDB on this worker's test Redis: its own server, or its own database index on a shared one. */
async function emptyTestRedis(url) {
  if (!url) return;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    await client.flushdb();
  } finally {
    client.disconnect();
  }
}

module.exports = IntegrationEnvironment;
