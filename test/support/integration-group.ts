import { dirname, relative } from 'node:path';
import { groupMembers, INTEGRATION_DIR } from './integration-groups.cjs';

/** The longest timeout a spec sets for itself (`jest.setTimeout`): a group runs all with it. */
const GROUP_TEST_TIMEOUT_MS = 240_000;

/**
 * Runs every spec of a folder in this one Jest file (test/support/integration-groups.cjs says why),
 * each in a block named for its file. After each spec, what it left running is closed and the
 * worker's Redis emptied (the integration environment's end of a file), so the next spec finds none
 * of its jobs, schedulers or locks. `group` is the group file's own path.
 */
export function runGroup(group: string): void {
  for (const spec of groupMembers(dirname(group))) {
    describe(relative(INTEGRATION_DIR, spec), () => {
      jest.requireActual(spec);
      afterAll(() => (globalThis as { __endOfSpec?: () => Promise<void> }).__endOfSpec?.());
    });
  }
  // Each spec's `jest.setTimeout` applies to the whole file, the last one read winning.
  jest.setTimeout(GROUP_TEST_TIMEOUT_MS);
}
