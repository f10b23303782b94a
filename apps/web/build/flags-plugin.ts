import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const MODULE = 'virtual:flags';
const PACKAGE = resolve(import.meta.dirname, '../../../node_modules/flag-icons');
const FLAGS_DIR = resolve(PACKAGE, 'flags/4x3');

/**
 * The flag-icons pictures (4×3), served as files at `/assets/flags-<version>/<code>.svg`: the path
 * changes with the package's version, so they are cached as immutable like every other asset, and
 * the page's script carries only the list of codes (`virtual:flags`), not 270 hashed file names.
 * The build emits the files; the dev server answers them from node_modules.
 */
export function flags(): Plugin {
  const version = (JSON.parse(readFileSync(resolve(PACKAGE, 'package.json'), 'utf8')) as { version: string })
    .version;
  const base = `/assets/flags-${version}/`;
  const codes = readdirSync(FLAGS_DIR)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length));
  return {
    name: 'derleng-flags',
    resolveId: (id) => (id === MODULE ? `\0${MODULE}` : null),
    load: (id) =>
      id === `\0${MODULE}`
        ? `export const FLAG_BASE = ${JSON.stringify(base)};\nexport const FLAG_CODES = ${JSON.stringify(codes.join(' '))};`
        : null,
    generateBundle() {
      for (const code of codes)
        this.emitFile({
          type: 'asset',
          fileName: `${base.slice(1)}${code}.svg`,
          source: readFileSync(resolve(FLAGS_DIR, `${code}.svg`)),
        });
    },
    configureServer(server) {
      server.middlewares.use(base, (request, response, next) => {
        const code = /^\/([a-z0-9-]+)\.svg$/.exec(request.url ?? '')?.[1];
        if (!code || !codes.includes(code)) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(readFileSync(resolve(FLAGS_DIR, `${code}.svg`)));
      });
    },
  };
}
