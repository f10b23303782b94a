// The integration files' order: the longest start first, beside the others, instead of last. Jest
// orders files by their last duration, which a fresh machine has not recorded: it falls back to
// their size, and the longest file then started near the end and ran on alone, the part's last
// minutes on one worker.
// - `npm test` (integration-groups): the specs that run alone (each runs for minutes, mostly waiting
//   on stacks of its own), then the folders' groups, the one with the most spec code first.
// - one spec per file (integration): the few known to be long first, then Jest's own order.
const { statSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;
const { ALONE, groupMembers } = require('./integration-groups.cjs');
const { dirname } = require('node:path');

/** Known to run long when each spec is a file of its own; paths under test/integration/. */
const SLOW_FILES = [
  ...ALONE,
  'accounts/route-policy.int-spec.ts',
  'operations/backup-commands.int-spec.ts',
  'esims/delivery-guarantee.int-spec.ts',
];

const slowRank = (path) => {
  const index = SLOW_FILES.findIndex((file) => path.endsWith(`/test/integration/${file}`));
  return index === -1 ? SLOW_FILES.length : index;
};

/** A group's weight: the bytes of its specs (a fair guess at their time, known before any run). */
const groupBytes = (path) => groupMembers(dirname(path)).reduce((sum, spec) => sum + statSync(spec).size, 0);

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const weight = new Map(
      sorted.map((test) => [test.path, test.path.endsWith('.int-group.ts') ? groupBytes(test.path) : 0]),
    );
    return [...sorted].sort(
      (a, b) => slowRank(a.path) - slowRank(b.path) || weight.get(b.path) - weight.get(a.path),
    );
  }
}

module.exports = SlowFirstSequencer;
