// The integration files' order: the few that run for minutes (each mostly waiting on a stack of
// its own) start first, beside the others, instead of last. Jest orders files by their last
// duration, which a fresh machine has not recorded: it falls back to their size, and the longest
// file then started near the end and ran on alone, the part's last minutes on one worker.
const Sequencer = require('@jest/test-sequencer').default;

/** Longest first; paths under test/integration/. */
const SLOW_FILES = [
  'operations/chaos-short.int-spec.ts',
  'operations/scale-out.int-spec.ts',
  'hardening/openapi-fuzz.int-spec.ts',
  'accounts/route-policy.int-spec.ts',
  'operations/backup-commands.int-spec.ts',
  'esims/delivery-guarantee.int-spec.ts',
];

const rank = (path) => {
  const index = SLOW_FILES.findIndex((file) => path.endsWith(`/test/integration/${file}`));
  return index === -1 ? SLOW_FILES.length : index;
};

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [...sorted].sort((a, b) => rank(a.path) - rank(b.path));
  }
}

module.exports = SlowFirstSequencer;
