// The integration suites' Jest environment: Node's, plus one duty at the end of each test file.
// Whatever harness the file left running (a timed-out beforeAll's, whose variable was never set)
// is closed before the next file starts; with --runInBand they share the process, and a left
// worker would go on polling into them.
const { TestEnvironment } = require('jest-environment-node');

const CLOSE_LIMIT_MS = 60_000;

class IntegrationEnvironment extends TestEnvironment {
  handleTestEvent(event, state) {
    if (event.name !== 'run_start') return;
    // The last afterAll of the file's root block: it runs after every hook the file declared, and
    // as a hook, so a start still under way may load modules. Jest has no public call to add a hook
    // once the file is read; this is the shape its own `afterAll` records.
    const root = state.rootDescribeBlock;
    root.hooks.push({
      asyncError: new Error('closing the harnesses this file left running'),
      fn: () => this.closeLeftovers(),
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

module.exports = IntegrationEnvironment;
