// The integration suites' Jest environment: Node's, plus two duties at the end of each test file.
// Whatever harness the file left running (a timed-out beforeAll's, whose variable was never set)
// is closed before the next file starts; one after another they share the worker process, and a left
// worker would go on polling into them. Then the run's one test Redis is emptied: the next file's
// workers find none of this file's jobs, job schedulers or locks (each file has its own Postgres
// database, and a job left behind would run against the wrong one).
const { TestEnvironment } = require('jest-environment-node');
const Redis = require('ioredis');

const CLOSE_LIMIT_MS = 60_000;

class IntegrationEnvironment extends TestEnvironment {
  handleTestEvent(event, state) {
    if (event.name !== 'run_start') return;
    // The last afterAll of the file's root block: it runs after every hook the file declared, and
    // as a hook, so a start still under way may load modules. Jest has no public call to add a hook
    // once the file is read; this is the shape its own `afterAll` records.
    const root = state.rootDescribeBlock;
    root.hooks.push({
      asyncError: new Error('closing the harnesses this file left running, emptying the test Redis'),
      fn: async () => {
        await this.closeLeftovers();
        await emptyTestRedis();
      },
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

/** FLUSHALL on the test Redis (TEST_REDIS_URL, set by test/support/global-setup.mjs). */
async function emptyTestRedis() {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    await client.flushall();
  } finally {
    client.disconnect();
  }
}

module.exports = IntegrationEnvironment;
