import { resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The texts' barrel (libs/i18n) imports every feature's texts, the admin app's too; the page uses
 * only a few, and the texts it shows come as chunks of their own (build/shop-texts-plugin.ts).
 */
const TEXTS = /\/libs\/i18n\/src\/([a-z-]+\.texts|admin-web-texts|index)\.ts$/;

/**
 * Rolldown's code-splitting name function that puts every module the page loads at once (the
 * entry's static imports, transitively) into one `app` chunk. Left alone, Rolldown cuts them into
 * a few dozen small shared chunks, and each is a request a phone on a slow network waits for.
 * Modules reached only through a dynamic import (later pages, the admin app) keep their chunks.
 */
export function firstScreenChunk(entry: string) {
  const main = resolve(entry);
  let eager: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!eager) {
      const found = new Set<string>();
      const stack = [main];
      while (stack.length > 0) {
        const next = stack.pop() as string;
        if (found.has(next)) continue;
        found.add(next);
        stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
      eager = found;
    }
    return id !== main && eager.has(id) && !TEXTS.test(id) ? 'app' : null;
  };
}
