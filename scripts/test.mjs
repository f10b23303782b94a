// `npm test`: every test — format, lint, types, build, unit, integration (real Postgres and Redis)
// and end to end (Chromium) — then one line "N passed, N failed".
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { findRedisServer } from '../test/support/services.mjs';
import { findChromium } from '../test/support/chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, '.ci/out');
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2); // e.g. `npm test -- unit integration`
const wants = (step) => only.length === 0 || only.includes(step);

function ensureSystemPackages() {
  const missing = [];
  if (!findRedisServer()) missing.push('redis-server');
  if (!findChromium()) missing.push('chromium');
  if (!missing.length) return;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `Missing system packages: ${missing.join(', ')}. Install them (e.g. sudo apt-get install -y ${missing.join(' ')}) and run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`[test] installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  return result.status === 0;
}

/**
 * Runs a command beside others: its output is passed on line by line, each line behind the part's
 * name (`[e2e] …`), so parts running at the same time stay readable. Resolves to whether it passed.
 */
function runBeside(label, command, args, extraEnv = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...extraEnv },
    });
    const prefix = `[${label}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        if (lines.length) process.stdout.write(lines.map((line) => prefix + line).join('\n') + '\n');
      });
      stream.on('end', () => {
        if (pending) process.stdout.write(prefix + pending + '\n');
      });
    }
    child.on('close', (code) => resolvePromise(code === 0));
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
function record(name, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The failed suites in the order they ran, each with its time and first failure, so the end of the
 * output says where a run went wrong first (a cascade hides its start far up the log).
 */
const suiteReport = [];
function failedSuites(report) {
  return report.testResults
    .filter((suite) => suite.status === 'failed')
    .sort((a, b) => a.startTime - b.startTime)
    .map((suite) => {
      const seconds = ((suite.endTime - suite.startTime) / 1000).toFixed(0);
      const first = suite.assertionResults.find((test) => test.status === 'failed');
      const message = stripVTControlCharacters(first?.failureMessages?.[0] ?? suite.message ?? '')
        .split('\n')
        .find((line) => line.trim())
        ?.trim()
        .slice(0, 200);
      return `  ${relative(root, suite.name)} (${seconds} s, started ${new Date(suite.startTime).toISOString().slice(11, 19)}): ${first ? `${first.fullName}: ` : ''}${message ?? ''}`;
    });
}

async function jest(project, extraArgs, label = project) {
  const file = join(out, `jest-${label}.json`);
  const ok = await runBeside(label, process.execPath, [
    'node_modules/jest/bin/jest.js',
    '-c',
    'jest.config.cjs',
    '--selectProjects',
    project,
    '--ci',
    '--json',
    `--outputFile=${file}`,
    ...extraArgs,
  ]);
  const report = readJson(file);
  if (!report) return record(`jest ${project} (no report)`, false);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  if (report.numFailedTests) failures.push(`jest ${project}: ${report.numFailedTests} failed`);
  suiteReport.push(...failedSuites(report));
  // A suite that crashed before its tests ran counts as a failure too.
  const broken = report.testResults.filter(
    (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
  );
  for (const suite of broken) record(`jest ${project}: ${suite.name} did not run`, false);
  if (!ok && !report.numFailedTests && !broken.length) record(`jest ${project}`, false);
}

/** End-to-end workers, each with its own stack (playwright.config.ts): E2E_WORKERS, 2 by default. */
const E2E_WORKERS = 2;

async function playwright() {
  const file = join(out, 'playwright.json');
  const ok = await runBeside(
    'e2e',
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      E2E_WORKERS: process.env.E2E_WORKERS ?? String(E2E_WORKERS),
    },
  );
  const report = readJson(file);
  if (!report) return record('playwright (no report)', false);
  totals.passed += report.stats.expected;
  totals.failed += report.stats.unexpected + (report.stats.flaky ?? 0);
  totals.skipped += report.stats.skipped;
  if (report.stats.unexpected) failures.push(`playwright: ${report.stats.unexpected} failed`);
  if (!ok && !report.stats.unexpected) record('playwright', false);
}

if (!existsSync(join(root, 'node_modules/.package-lock.json'))) {
  if (!run('npm', ['ci', '--no-audit', '--no-fund'])) process.exit(1);
}
ensureSystemPackages();

/** Each part's start and end, printed at the end: where the run's minutes go. */
const started = Date.now();
const partTimes = [];
const minutes = (at) => ((at - started) / 60000).toFixed(1);
async function part(name, work) {
  const from = Date.now();
  await work();
  const to = Date.now();
  partTimes.push(
    `  ${name.padEnd(12)} ${((to - from) / 60000).toFixed(1)} min (${minutes(from)}–${minutes(to)})`,
  );
}

const node = (args) => runBeside('check', process.execPath, args);
// Two streams side by side: eslint (the longest, one core) beside prettier and the two tsc runs.
// The checks end the run, once one lane is done: one stream would leave a core idle.
async function check() {
  const lint = async () =>
    record('eslint', await node(['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']));
  const formatAndTypes = async () => {
    record('prettier', await node(['node_modules/prettier/bin/prettier.cjs', '--check', '.']));
    record(
      'tsc (server)',
      await node(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']),
    );
    record(
      'tsc (web)',
      await node(['node_modules/typescript/bin/tsc', '-p', 'apps/web/tsconfig.json', '--noEmit']),
    );
  };
  await Promise.all([lint(), formatAndTypes()]);
}

// The integration specs run as Jest files of a folder each (its specs together, loading the server
// once), the few longest alone (test/support/integration-groups.cjs), in INTEGRATION_WORKERS Jest
// workers at once, each with its own redis-server and each spec's harness with its own Postgres
// database (test/support/global-setup.mjs). A worker is replaced once a file leaves it above 1.5 GB:
// in one process the modules of many files outgrew Node's heap. Four workers on two cores: the
// longest files (chaos-short, scale-out) mostly wait on their own stacks, and with two workers both
// could be waiting at once, the cores idle.
// No --forceExit: the run ends by itself (a worker a file left a handle in is stopped by Jest, with
// its "failed to exit gracefully" warning in the output instead of hidden).
const integrationWorkers = Number(process.env.INTEGRATION_WORKERS ?? 4);

// Two lanes side by side, since each part alone leaves the cores partly idle (its tests wait on
// timers, provider latencies and the browser as much as they compute): the build and the end-to-end
// tests in one; the unit and the integration tests in the other. The integration tests read the
// built web pages, so they start once the build is done. The checks follow in whichever lane ends
// first (docs/conventions.md, Tests).
const built =
  wants('build') || wants('e2e')
    ? part('build', async () =>
        record('build', await runBeside('build', process.execPath, ['scripts/build.mjs'])),
      )
    : Promise.resolve();
const browserLane = (async () => {
  await built;
  if (wants('e2e')) await part('e2e', playwright);
})();
const serverLane = (async () => {
  if (wants('unit')) await part('unit', () => jest('unit', []));
  await built;
  if (wants('integration'))
    await part('integration', () =>
      jest(
        'integration-groups',
        [`--maxWorkers=${integrationWorkers}`, '--workerIdleMemoryLimit=1536MB'],
        'integration',
      ),
    );
})();
const checked = (async () => {
  await Promise.race([browserLane, serverLane]);
  if (wants('check')) await part('check', check);
})();
await Promise.all([browserLane, serverLane, checked]);
partTimes.push(`  ${'in all'.padEnd(12)} ${minutes(Date.now())} min`);

console.log(`\nTime per part:\n${partTimes.join('\n')}`);

if (suiteReport.length) {
  const shown = suiteReport.slice(0, 15);
  if (suiteReport.length > shown.length) shown.push(`  … and ${suiteReport.length - shown.length} more`);
  console.log(`\nFailed suites, in the order they ran:\n${shown.join('\n')}`);
}
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
const summary = `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
writeFileSync(join(out, 'summary.txt'), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(totals.failed ? 1 : 0);
