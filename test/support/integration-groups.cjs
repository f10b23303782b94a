// Which integration files run together in one Jest file (`npm test`'s integration part).
//
// Jest loads a test file's modules anew for each file: an integration file loads the whole server,
// some 4,000 modules, about 3.5 s of CPU before its first test. A group is one Jest file that runs
// every spec of a folder (test/integration/<folder>/<folder>.int-group.ts): the modules load once,
// and each spec still starts its own harnesses on databases of their own; between two specs the group
// closes what the first left running and empties the worker's Redis, as the end of a file does
// (test/support/integration-group.ts). The specs stay files of their own, each runnable alone
// (the `integration` project).
const { readdirSync } = require('node:fs');
const { join, relative } = require('node:path');

const INTEGRATION_DIR = join(__dirname, '..', 'integration');

/**
 * Specs that run as files of their own, longest first: each runs for minutes, mostly waiting on
 * stacks it starts itself, so they start first, beside the groups.
 */
const ALONE = [
  'operations/chaos-short.int-spec.ts',
  'operations/scale-out.int-spec.ts',
  'hardening/openapi-fuzz.int-spec.ts',
];

const isSpec = (name) => name.endsWith('.int-spec.ts');

/** The specs a folder's group runs: every spec in it but the ones that run alone, by name. */
function groupMembers(folder) {
  return readdirSync(folder)
    .filter((name) => isSpec(name) && !ALONE.includes(relative(INTEGRATION_DIR, join(folder, name))))
    .sort()
    .map((name) => join(folder, name));
}

module.exports = { ALONE, INTEGRATION_DIR, groupMembers };
