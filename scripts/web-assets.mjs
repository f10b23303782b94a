// The web build's last step: moves the source maps and Vite's manifest out of the served folder
// (dist/web → dist/web-meta, kept for decoding stack traces and for measuring first-load bytes),
// and writes a brotli and a gzip copy beside every text asset, which @fastify/static serves
// (preCompressed) to browsers that accept them.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;
/** Below this a compressed copy saves nothing worth a second file. */
const MIN_BYTES = 512;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export async function finishWebBuild(webDir, metaDir) {
  await rm(metaDir, { recursive: true, force: true });
  await mkdir(metaDir, { recursive: true });
  const viteDir = join(webDir, '.vite');
  await rename(join(viteDir, 'manifest.json'), join(metaDir, 'manifest.json'));
  await rm(viteDir, { recursive: true, force: true });
  let compressed = 0;
  for await (const file of files(webDir)) {
    if (file.endsWith('.map')) {
      const target = join(metaDir, relative(webDir, file));
      await mkdir(dirname(target), { recursive: true });
      await rename(file, target);
      continue;
    }
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    await writeFile(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    compressed += 1;
  }
  return { compressed };
}
