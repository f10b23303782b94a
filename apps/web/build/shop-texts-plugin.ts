import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { LANGUAGES, type Language } from '../../../libs/i18n/src/language';
import { SHOP_TEXTS, webTexts } from '../../../libs/i18n/src/web-resources';

const PREFIX = 'virtual:shop-texts/';
const WEB_RESOURCES = `/@fs${resolve(import.meta.dirname, '../../../libs/i18n/src/web-resources.ts')}`;

/**
 * `virtual:shop-texts/<language>`: one language's shop texts as plain data, so a visit downloads
 * only the language it shows (the other is fetched when the visitor switches). The build reads the
 * texts once; the dev server reads them afresh through its module graph on each load.
 */
export function shopTexts(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'derleng-shop-texts',
    configureServer(dev) {
      server = dev;
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1) as Language;
      if (!LANGUAGES.includes(language)) throw new Error(`No shop texts for "${language}"`);
      const texts = server
        ? ((await server.ssrLoadModule(WEB_RESOURCES)) as { SHOP_TEXTS: typeof SHOP_TEXTS }).SHOP_TEXTS
        : SHOP_TEXTS;
      return `export default ${JSON.stringify(webTexts(texts, language))};`;
    },
  };
}
