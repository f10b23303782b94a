// Compiles the server side (apps/api, apps/worker, apps/sandbox, libs) to CommonJS under dist/ with
// swc (decorator metadata kept, @app/* path aliases rewritten to relative requires), then builds the
// web app with Vite into dist/web. Types are checked separately by `npm run typecheck`.
import { transformFile } from '@swc/core';
import { mkdir, readdir, writeFile, rm } from 'node:fs/promises';
import { finishWebBuild } from './web-assets.mjs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist');
const sources = ['apps/api/src', 'apps/worker/src', 'apps/sandbox/src', ...(await libDirs())];

async function libDirs() {
  const names = await readdir(join(root, 'libs'));
  return names.map((name) => `libs/${name}/src`);
}

async function* walk(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (isServerSource(entry.name)) yield full;
  }
}

const paths = {};
for (const lib of await readdir(join(root, 'libs'))) {
  paths[`@app/${lib}`] = [`libs/${lib}/src`];
}

/** The compiled file of a server source file (apps/api/src/main.ts → dist/apps/api/src/main.js). */
export function outputOf(file) {
  return join(out, relative(root, file)).replace(/\.ts$/, '.js');
}

/** Compiles one server source file to dist/ (with its source map). */
export async function compileFile(file) {
  const target = outputOf(file);
  const result = await transformFile(file, {
    filename: file,
    sourceMaps: true,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
      baseUrl: root,
      paths,
    },
    module: { type: 'commonjs' },
  });
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, `${result.code}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
  if (result.map) await writeFile(`${target}.map`, result.map);
}

/** Whether a path is a server source file the build compiles (not a spec, not a declaration). */
export const isServerSource = (file) => /\.ts$/.test(file) && !/\.(spec|d)\.ts$/.test(file);

/** The folders of server source: apps/api, apps/worker, apps/sandbox and every lib. */
export const serverSourceDirs = () => sources.map((dir) => join(root, dir));

export async function buildServer() {
  await rm(join(out, 'apps'), { recursive: true, force: true });
  await rm(join(out, 'libs'), { recursive: true, force: true });
  let count = 0;
  for (const dir of sources) {
    for await (const file of walk(join(root, dir))) {
      await compileFile(file);
      count += 1;
    }
  }
  return count;
}

export function buildWeb() {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
  // The first screens' server build (apps/web/src/entry-server.tsx), which the api draws a first
  // visit's home and package pages with (apps/api/src/common/first-screen-renderer.ts).
  const server = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      '--config',
      'apps/web/vite.config.ts',
      '--logLevel',
      'warn',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      join(out, 'web-ssr'),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (server.status !== 0) throw new Error('vite build of the first screens failed');
  return finishWebBuild(join(out, 'web'), join(out, 'web-meta'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const count = await buildServer();
  const onlyServer = process.argv.includes('--server');
  if (!onlyServer) await buildWeb();
  console.log(
    `built ${count} server files${onlyServer ? '' : ' and the web app'} in ${Date.now() - started} ms`,
  );
}
