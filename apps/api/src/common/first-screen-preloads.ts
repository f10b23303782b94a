import { firstScreenApiPaths } from '@app/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isAdminRequest } from './admin-request';

/** The package page's module in the web build's manifest: a lazy page, the one first screen that is. */
export const PACKAGE_PAGE_MODULE = 'src/features/catalogue/detail/package-detail-page.tsx';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The `Link` header of the shop's pages: for the home and a package page, a preload of each api
 * read their first screen shows (libs/contracts' firstScreenApiPaths), so the browser asks for them
 * while it downloads the scripts, not after running them (with credentials: the session read goes
 * by the cookie; the script's own requests take over the preloaded answers). A package page also
 * gets a `modulepreload` of its own code, which the router would otherwise ask for only once the
 * app's script has run: one round trip less before it shows. Nothing for other pages or the admin app.
 */
export class FirstScreenPreloads {
  constructor(
    private readonly packagePageModules: string[] = [],
    /** The package page's own stylesheets (its chunks' CSS): a drawn page links them in its head. */
    private readonly packagePageStyles: string[] = [],
  ) {}

  /**
   * From the web build beside `webDir` (scripts/build.mjs writes Vite's manifest to ../web-meta):
   * the package page's chunk and whatever it imports that the entry does not already load. Without
   * a manifest (the api alone, a test) only the api reads are named.
   */
  static fromBuild(webDir: string | null): FirstScreenPreloads {
    const file = webDir ? join(dirname(webDir), 'web-meta', 'manifest.json') : null;
    if (!file || !existsSync(file)) return new FirstScreenPreloads();
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    const loaded = closure(manifest, entries);
    const page = [...closure(manifest, [PACKAGE_PAGE_MODULE])].filter((key) => !loaded.has(key));
    const styles = page.flatMap((key) => manifest[key]?.css ?? []).map((file) => `/${file}`);
    return new FirstScreenPreloads(
      page.map((key) => `/${manifest[key]?.file}`),
      styles,
    );
  }

  /** The code a page needs beyond the app's entry: a package or destination page's own chunk. */
  pageModules(url: string): string[] {
    return /^\/(package|destinations)\//i.test(url.split('?')[0] ?? '') ? this.packagePageModules : [];
  }

  /**
   * The stylesheets a drawn page needs beyond the app's: a package or destination page's own (the
   * eSIM-ready question's), so it looks the same before the app starts as after.
   */
  pageStyles(url: string): string[] {
    return this.pageModules(url).length ? this.packagePageStyles : [];
  }

  linkHeader(url: string, hostname: string): string | null {
    if (isAdminRequest(url, hostname)) return null;
    const pathname = url.split('?')[0] ?? '/';
    const paths = firstScreenApiPaths(pathname);
    if (paths.length === 0) return null;
    const reads = paths.map((path) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    const modules = this.pageModules(pathname);
    return [...reads, ...modules.map((file) => `<${file}>; rel=modulepreload`)].join(', ');
  }
}

/** The manifest keys of `keys` and everything they import statically. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}
