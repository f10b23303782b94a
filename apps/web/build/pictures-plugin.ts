import { Resvg } from '@resvg/resvg-js';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const MODULE = 'virtual:pictures';
const ROOT = resolve(import.meta.dirname, '../../..');
const FLAGS_DIR = resolve(ROOT, 'node_modules/flag-icons/flags/4x3');
const REGIONS_DIR = resolve(ROOT, 'apps/web/src/features/catalogue/assets/regions');
const CACHE_DIR = resolve(ROOT, 'node_modules/.cache/derleng-pictures');
/** The widths each picture is drawn at (a 4×3 picture: 120×90, 240×180, 480×360). */
export const PICTURE_WIDTHS = [120, 240, 480] as const;

/** A link preview's picture (Open Graph, Twitter's large card): 1200×630, the size the previews show. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** A picture framed for a link preview: the flag or region picture, centred on the shop's blue. */
function previewSvg(svg: Buffer): Buffer {
  const { width, height } = PREVIEW_SIZE;
  const [w, h] = [560, 420];
  const [x, y] = [(width - w) / 2, (height - h) / 2];
  const picture = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="#0b5cab"/>` +
      `<rect x="${x - 16}" y="${y - 16}" width="${w + 32}" height="${h + 32}" rx="28" fill="#ffffff"/>` +
      `<image x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice" href="${picture}"/>` +
      `</svg>`,
  );
}

/** Every picture's SVG by name (read once): the flags by ISO code, the region pictures as `region-<name>`. */
function sources(): Map<string, Buffer> {
  const svgs = (dir: string, prefix: string) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.svg'))
      .map(
        (file) => [`${prefix}${file.slice(0, -'.svg'.length)}`, readFileSync(resolve(dir, file))] as const,
      );
  return new Map([...svgs(FLAGS_DIR, ''), ...svgs(REGIONS_DIR, 'region-')]);
}

/** A picture drawn as PNG at one width; drawings are kept in node_modules/.cache by content. */
function png(svg: Buffer, width: number | 'preview'): Buffer {
  const key = createHash('sha256').update(svg).update(`@${width}`).digest('hex').slice(0, 32);
  const cached = resolve(CACHE_DIR, `${key}.png`);
  if (existsSync(cached)) return readFileSync(cached);
  const drawn =
    width === 'preview'
      ? new Resvg(previewSvg(svg)).render().asPng()
      : new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(cached, drawn);
  return drawn;
}

/**
 * The flags (flag-icons, 4×3) and our region pictures, served as PNG files at
 * `/assets/pictures-<hash>/<name>-<width>.png`, drawn from their SVG at build time, and each framed
 * for a link preview at `<name>-preview.png` (1200×630: Open Graph and Twitter's large card). Not SVG files:
 * the browser makes each SVG picture a document of its own, about 10 ms of the page's main thread
 * apiece on a fast machine (four times that on Lighthouse's phone), while a PNG is decoded off it.
 * The folder's name changes with the pictures, so they are cached as immutable like every other
 * asset, and the page's script carries only the list of flag codes (`virtual:pictures`). The build
 * emits the files; the dev server draws them on request.
 */
export function pictures(): Plugin {
  const all = sources();
  const hash = createHash('sha256');
  for (const [name, svg] of [...all].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update(svg);
  hash.update(PICTURE_WIDTHS.join(',')).update(previewSvg(Buffer.from('')));
  const base = `/assets/pictures-${hash.digest('hex').slice(0, 10)}/`;
  const flagCodes = [...all.keys()].filter((name) => !name.startsWith('region-'));
  const fileName = /^\/([a-z0-9-]+?)-(\d+|preview)\.png$/;
  return {
    name: 'derleng-pictures',
    resolveId: (id) => (id === MODULE ? `\0${MODULE}` : null),
    load: (id) =>
      id === `\0${MODULE}`
        ? [
            `export const PICTURE_BASE = ${JSON.stringify(base)};`,
            `export const PICTURE_WIDTHS = ${JSON.stringify(PICTURE_WIDTHS)};`,
            `export const FLAG_CODES = ${JSON.stringify(flagCodes.join(' '))};`,
            `export const PREVIEW_SIZE = ${JSON.stringify(PREVIEW_SIZE)};`,
          ].join('\n')
        : null,
    generateBundle() {
      for (const [name, svg] of all)
        for (const width of [...PICTURE_WIDTHS, 'preview' as const])
          this.emitFile({
            type: 'asset',
            fileName: `${base.slice(1)}${name}-${width}.png`,
            source: png(svg, width),
          });
    },
    configureServer(server) {
      server.middlewares.use(base, (request, response, next) => {
        const [, name, width] = fileName.exec(request.url ?? '') ?? [];
        const svg = name ? all.get(name) : undefined;
        const preview = width === 'preview';
        if (!svg || !(preview || PICTURE_WIDTHS.includes(Number(width) as (typeof PICTURE_WIDTHS)[number])))
          return next();
        response.setHeader('content-type', 'image/png');
        response.end(png(svg, preview ? 'preview' : Number(width)));
      });
    },
  };
}
