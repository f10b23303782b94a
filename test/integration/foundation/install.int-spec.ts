import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';

/** npm's own range rules (semver comes with the toolchain: jest, eslint, typescript-eslint). */
const semver = createRequire(__filename)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

const root = join(__dirname, '../../..');
/** The fields of package.json and package-lock.json entries read here. */
interface Manifest {
  name: string;
  scripts?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  dependencies: Record<string, string>;
  engines?: { node?: unknown };
  allowScripts: Record<string, boolean>;
}
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
const manifest = readJson<Manifest & { engines: { node: string } }>('package.json');
const lock = readJson<{ packages: Record<string, { hasInstallScript?: boolean }> }>('package-lock.json');

/** Every package installed here, from the lockfile (platform packages of other machines are absent). */
const installed = Object.entries(lock.packages)
  .filter(([path]) => path.startsWith('node_modules/') && existsSync(join(root, path, 'package.json')))
  .map(([path, entry]) => ({ path, entry, pkg: readJson<Manifest>(join(path, 'package.json')) }));

/** Whether `name` resolves from the package installed at `path` (Node's node_modules lookup). */
function resolvable(path: string, name: string): boolean {
  for (let dir = path; dir !== '.' && dir !== ''; dir = dirname(dir)) {
    const candidate = basename(dir) === 'node_modules' ? join(dir, name) : join(dir, 'node_modules', name);
    if (existsSync(join(root, candidate, 'package.json'))) return true;
  }
  return false;
}

/**
 * Install scripts that load a prebuilt binary and compile only when none fits this machine (or
 * when asked to build from source): acceptable while the prebuilt for this machine is installed.
 */
const PREBUILT_FIRST = new Set(['node-gyp-build-optional-packages', 'node scripts/build-from-source.js']);

/**
 * Packages whose package.json asks for Node ≥ 22 although the whole test suite passes on Node 20
 * with them; they come with the framework versions in use (README "Node version" names them).
 */
const DECLARES_NODE_22_RUNS_ON_20 = ['content-disposition', 'cookie', 'file-type', 'i18next'];

describe('npm ci compiles nothing and runs on the Node version the project names', () => {
  it('has no dependency that runs node-gyp at install', () => {
    const offenders: string[] = [];
    for (const { path, pkg } of installed) {
      const scripts = pkg.scripts ?? {};
      const install = [scripts.preinstall, scripts.install, scripts.postinstall].filter(
        (script): script is string => Boolean(script),
      );
      const hasGyp = existsSync(join(root, path, 'binding.gyp'));
      // npm runs `node-gyp rebuild` itself for a binding.gyp without an install script.
      if (hasGyp && !scripts.install && !scripts.preinstall)
        offenders.push(`${path}: binding.gyp, implicit node-gyp`);
      for (const script of install) {
        if (PREBUILT_FIRST.has(script)) {
          const suffix = `-${process.platform}-${process.arch}`;
          const prebuilt = Object.keys(pkg.optionalDependencies ?? {}).filter((name) =>
            name.includes(suffix),
          );
          const present = prebuilt.some((name) => resolvable(path, name));
          if (!present) offenders.push(`${path}: no prebuilt binary for ${process.platform}-${process.arch}`);
        } else if (/node-gyp|prebuild-install|cmake-js|node-pre-gyp/.test(script)) {
          offenders.push(`${path}: ${script}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('approves or denies every install script in allowScripts', () => {
    const withScripts = installed
      .filter(({ entry }) => entry.hasInstallScript)
      .map(({ path }) => path.replace(/^.*node_modules\//, ''));
    for (const name of withScripts) expect(Object.keys(manifest.allowScripts)).toContain(name);
    // and no stale entry: each names a package that is in the lockfile
    const locked = new Set(Object.keys(lock.packages).map((path) => path.replace(/^.*node_modules\//, '')));
    for (const name of Object.keys(manifest.allowScripts)) expect(locked.has(name)).toBe(true);
  });

  it('hashes passwords with a prebuilt binding (no argon2 compiled from C++)', () => {
    expect(manifest.dependencies['@node-rs/argon2']).toBeDefined();
    expect(lock.packages['node_modules/argon2']).toBeUndefined();
  });

  it('names a Node version that every dependency accepts, save the listed ones', () => {
    const minimum = semver.minVersion(manifest.engines.node)!.version;
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
    const refusing = installed
      .filter(({ pkg }) => typeof pkg.engines?.node === 'string')
      .filter(({ pkg }) => !semver.satisfies(minimum, pkg.engines?.node as string))
      .map(({ pkg }) => pkg.name);
    expect([...new Set(refusing)].sort()).toEqual(DECLARES_NODE_22_RUNS_ON_20);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`Node ${minimum.replace(/\.0$/, '')}`);
    for (const name of DECLARES_NODE_22_RUNS_ON_20) expect(readme).toContain(name);
  });
});
