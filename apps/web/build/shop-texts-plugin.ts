import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const PREFIX = 'virtual:shop-texts/';
const WEB_RESOURCES = resolve(import.meta.dirname, '../../../libs/i18n/src/web-resources.ts');
const LANGUAGES = ['en', 'km'];

type WebResources = typeof import('../../../libs/i18n/src/web-resources');

/**
 * `virtual:shop-texts/<language>`: one language's shop texts as plain data, so a visit downloads
 * only the language it shows (the other is fetched when the visitor switches).
 * `virtual:shop-texts/<language>/first`: only the first screen's part of them (FIRST_VISIT_KEYS),
 * loaded before the first render; the whole set follows. The texts are read from libs/i18n's
 * source through Vite's module runner on each load (fresh in the dev server).
 */
export function shopTexts(): Plugin {
  return {
    name: 'derleng-shop-texts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [language, part] = id.slice(PREFIX.length + 1).split('/');
      if (!LANGUAGES.includes(language) || (part !== undefined && part !== 'first'))
        throw new Error(`No shop texts "${id.slice(1)}"`);
      const { module } = await runnerImport<WebResources>(WEB_RESOURCES, {
        configFile: false,
        logLevel: 'error',
      });
      const all = module.webTexts(module.SHOP_TEXTS, language as 'en' | 'km');
      const texts = part === 'first' ? module.pickTexts(all, module.FIRST_VISIT_KEYS) : all;
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
