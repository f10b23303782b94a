import { APP_STARTED_COOKIE, firstScreenApiPaths } from '@app/contracts';
import { languageFromAcceptLanguage, languageOfAddress, type Language } from '@app/i18n';
import type { FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isAdminRequest } from './admin-request';

/** apps/web/src/entry-server.tsx, built by scripts/build.mjs into dist/web-ssr. */
type RenderFirstScreen = (input: {
  url: string;
  language: Language;
  answers: Record<string, unknown>;
  baseUrl: string;
}) => Promise<{ markup: string; head: string | null }>;

/** What page() answers for an address whose own read answered 404 (no such package or destination). */
export const NOT_FOUND = 'not-found' as const;

/** How long a drawn page is reused (the app's own data is fresh for 5 s too), and how many are kept. */
const KEPT_MS = 5000;
const KEPT_PAGES = 100;

/** The id of the JSON block that hands the server's answers to the app (apps/web/src/app/server-drawn.ts). */
const DATA_ID = 'first-screen-data';

/**
 * A first visit's home or package page drawn on the server: the page is readable, and its links work,
 * before any script has run. The first screen's api reads (libs/contracts' firstScreenApiPaths) are
 * answered in-process, the page is drawn by the web app's own components (its server build), and
 * the answers travel in the page as JSON, so the app takes the drawn page over without asking again.
 * Only for a first visit (no session, which a signed-in page would need, and no APP_STARTED_COOKIE)
 * and only when every read answered: otherwise the page is left to the app, as before. The app's script is then started by
 * boot.js (apps/web/public) on the visitor's first pointer move, touch, key or focus.
 */
export class FirstScreenRenderer {
  private renderer?: Promise<RenderFirstScreen | null>;
  /** Drawn pages by language and address: the same for every first visitor, kept a few seconds. */
  private readonly recent = new Map<string, { page: string; until: number }>();

  constructor(
    private readonly webDir: string | null,
    private readonly sessionCookieName: string,
    /** The shop's public address (PUBLIC_URL): the head's canonical and preview addresses. */
    private readonly baseUrl = '',
  ) {}

  /**
   * The page with its first screen drawn in, or null when this request gets the plain one, or
   * NOT_FOUND when the page's own read answered 404 (the page is then the app's not-found page).
   * The language is the address's (`?lang=km`), else the browser's (Accept-Language).
   */
  async page(
    request: FastifyRequest,
    html: string,
    pageModules: string[] = [],
    /** The page's own stylesheets beyond the app's, linked in its head. */
    pageStyles: string[] = [],
  ): Promise<string | typeof NOT_FOUND | null> {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    const paths = firstScreenApiPaths(pathname);
    if (paths.length === 0 || isAdminRequest(url, request.hostname)) return null;
    if (this.seenBefore(request.headers.cookie)) return null;
    const render = await this.load();
    if (!render) return null;
    const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    const language =
      languageOfAddress(search) ?? languageFromAcceptLanguage(request.headers['accept-language'] ?? '');
    const key = `${language} ${url}`;
    const kept = this.recent.get(key);
    if (kept && kept.until > Date.now()) return kept.page;
    const replies = await Promise.all(
      paths.map((path) =>
        request.server.inject({ method: 'GET', url: path, headers: { 'accept-language': language } }),
      ),
    );
    if (replies.at(-1)?.statusCode === 404) return NOT_FOUND;
    if (replies.some((reply) => reply.statusCode !== 200)) return null;
    const answers = Object.fromEntries(paths.map((path, index) => [path, replies[index]?.json() as unknown]));
    const { markup, head } = await render({
      url: `http://${request.hostname}${url}`,
      language,
      answers,
      baseUrl: this.baseUrl || `http://${request.hostname}`,
    });
    const styles = pageStyles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
    const tags = [...styles, ...(head ? [head] : [])].join('\n    ') || null;
    const page = drawnPage(html, markup, language, answers, pageModules, Date.now(), tags);
    this.keep(key, page);
    return page;
  }

  private keep(key: string, page: string): void {
    const now = Date.now();
    for (const [old, entry] of this.recent) if (entry.until <= now) this.recent.delete(old);
    if (this.recent.size >= KEPT_PAGES) this.recent.delete(this.recent.keys().next().value as string);
    this.recent.set(key, { page, until: now + KEPT_MS });
  }

  /** A session, or a browser that has run the app before (APP_STARTED_COOKIE): not a first visit. */
  private seenBefore(cookieHeader: string | undefined): boolean {
    const names = (cookieHeader ?? '').split(';').map((pair) => pair.split('=')[0]?.trim());
    return names.includes(this.sessionCookieName) || names.includes(APP_STARTED_COOKIE);
  }

  private load(): Promise<RenderFirstScreen | null> {
    this.renderer ??= (async () => {
      const file = this.webDir ? join(dirname(this.webDir), 'web-ssr', 'entry-server.js') : null;
      if (!file || !existsSync(file)) return null;
      const module = (await importModule(pathToFileURL(file).href)) as {
        renderFirstScreen: RenderFirstScreen;
      };
      return module.renderFirstScreen;
    })();
    return this.renderer;
  }
}

/** An ES module from this CommonJS build: the compiler would turn `import()` into `require()`. */
const dynamicImport = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<unknown>;

/**
 * The server build, imported. A test runner that runs this code in a VM context without ES module
 * loading (Jest, whose integration tests draw pages too) refuses the import; its `require` compiles
 * the bundle to CommonJS instead.
 */
const importModule = (specifier: string): Promise<unknown> =>
  dynamicImport(specifier).catch((error: unknown) => {
    const code = (error as { code?: string }).code ?? '';
    if (!code.startsWith('ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING')) throw error;
    // this module's own `require`: the runner's, which compiles the bundle (node:module's would not)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(fileURLToPath(specifier)) as unknown;
  });

/** JSON inside a <script> block: nothing in it can close the block. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * index.html with the drawn first screen in #root, the answers as JSON with the time they were read
 * (the app refreshes them by its freshness rule once it runs), the page's language and head tags, and
 * the app's module scripts handed to boot.js (which starts them when the visitor first acts) instead
 * of being run, or preloaded, at load.
 */
export function drawnPage(
  html: string,
  markup: string,
  language: Language,
  answers: Record<string, unknown>,
  pageModules: string[] = [],
  drawnAt = Date.now(),
  /** The page's own head tags (title, description, canonical, previews, JSON-LD), replacing the generic ones. */
  head: string | null = null,
): string {
  const modules: string[] = [];
  const page = html
    .replace(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/g, (_tag, src: string) => {
      modules.unshift(src);
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
      modules.push(href);
      return '';
    });
  const headed = head
    ? page
        .replace(/<title>[^<]*<\/title>\s*/, '')
        .replace(/<meta\s+name="description"[^>]*>\s*/, '')
        .replace('</head>', `  ${head}\n  </head>`)
    : page;
  return headed
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-drawn>${markup}</div>` +
        `<script type="application/json" id="${DATA_ID}">${scriptSafeJson({ drawnAt, answers })}</script>` +
        `<script src="/boot.js" data-modules="${[...modules, ...pageModules].join(' ')}" defer></script>`,
    );
}
