// The project's import rules as an ESLint plugin (`derleng/*`), used by eslint.config.mjs and
// tested on fixture files by scripts/lint/boundaries.spec.ts. docs/conventions.md says why.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');

/**
 * The libs in layers, lowest first: a lib imports only libs of lower layers (so the lib graph has
 * no cycle). `db` is last: its schema lists every lib's entities. A lib's `main-*.ts` files are
 * entry points (commands), which may import any lib, as apps do.
 */
export const LIB_LAYERS = [
  ['domain', 'i18n'],
  ['contracts', 'providers'],
  ['audit', 'core'],
  ['provider-settings'],
  ['catalogue', 'monitoring'],
  ['cart', 'orders'],
  ['notifications'],
  ['accounts'],
  ['esims', 'telegram'],
  ['payments'],
  ['renewals'],
  ['admin'],
  ['db'],
];

/** What the browser app may import of the libs: code that runs in a browser and holds no secret. */
export const WEB_LIBS = ['contracts', 'domain', 'i18n'];

const layerOf = new Map(LIB_LAYERS.flatMap((names, layer) => names.map((name) => [name, layer])));

/** Where a file sits: `{ kind: 'lib', name }`, `{ kind: 'web', feature? , layer }`, or an app. */
function placeOf(file, root) {
  const path = relative(root, file).split(sep);
  if (path[0] === 'libs' && path[1]) return { kind: 'lib', name: path[1], entry: /^main-/.test(path.at(-1)) };
  if (path[0] === 'apps' && path[1] === 'web' && path[2] === 'src') {
    if (path[3] === 'features' && path.length > 5) return { kind: 'web', feature: path[4] };
    return { kind: 'web', layer: path.length > 4 ? path[3] : null };
  }
  if (path[0] === 'apps' && path[1]) return { kind: 'app', name: path[1] };
  return { kind: 'other' };
}

const CODE_EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** A relative import's file, or null (a stylesheet, an asset, a virtual module). */
function resolveRelative(fromFile, source) {
  const base = resolve(dirname(fromFile), source);
  for (const extension of CODE_EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.(m?[tj]sx?)$/.test(candidate))
      return candidate;
  }
  return null;
}

const IMPORTS =
  /(?:^|[;\s])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The files a file imports at run time (relative imports only; `import type` left out). */
const graph = new Map();
function importsOf(file) {
  let found = graph.get(file);
  if (found) return found;
  found = [];
  graph.set(file, found);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return found;
  }
  for (const match of text.matchAll(IMPORTS)) {
    const source = match[1] ?? match[2];
    if (!source.startsWith('.')) continue;
    const target = resolveRelative(file, source);
    if (target) found.push(target);
  }
  return found;
}

/** A cycle through `file` (the files in order, back to it), or null. */
export function cycleThrough(file) {
  const seen = new Set();
  const path = [];
  const visit = (current) => {
    for (const next of importsOf(current)) {
      if (next === file) return [...path, current, file];
      if (seen.has(next)) continue;
      seen.add(next);
      path.push(current);
      const found = visit(next);
      if (found) return found;
      path.pop();
    }
    return null;
  };
  return visit(file);
}

const sourcesOf = (node) => (node.source && typeof node.source.value === 'string' ? node.source : null);

function eachImport(check) {
  const report = (node) => {
    const source = sourcesOf(node);
    if (source) check(source.value, source);
  };
  return {
    ImportDeclaration: report,
    ExportNamedDeclaration: report,
    ExportAllDeclaration: report,
    ImportExpression: report,
  };
}

const rootOf = (context) => context.options[0]?.root ?? ROOT;

const featureImports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A web feature imports only itself and the shared layers; shared layers import no feature.',
    },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      otherFeature:
        "The '{{from}}' feature imports the '{{to}}' feature. Features do not import each other: move what both use to lib/ or components/ (docs/conventions.md).",
      sharedImportsFeature:
        "{{layer}}/ is a shared layer and imports the '{{to}}' feature. Shared code does not depend on a feature: pass it in, or move the piece here.",
    },
  },
  create(context) {
    const root = rootOf(context);
    const here = placeOf(context.filename, root);
    if (here.kind !== 'web') return {};
    return eachImport((source, node) => {
      if (!source.startsWith('.')) return;
      const target = placeOf(resolve(dirname(context.filename), source), root);
      if (target.kind !== 'web' || !target.feature) return;
      if (here.feature && target.feature !== here.feature)
        context.report({ node, messageId: 'otherFeature', data: { from: here.feature, to: target.feature } });
      else if (!here.feature && here.layer && ['lib', 'components'].includes(here.layer))
        context.report({
          node,
          messageId: 'sharedImportsFeature',
          data: { layer: here.layer, to: target.feature },
        });
    });
  },
};

const libImports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Libs by their public entry, in layers; the browser app imports only browser libs.',
    },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      deep: "Import '@app/{{lib}}' by its public entry (its index), not '{{source}}'.",
      intoLib: "A relative import into libs/{{lib}}: import '@app/{{lib}}' instead.",
      layer:
        "libs/{{from}} may not import '@app/{{to}}': {{to}} is not in a lower layer (LIB_LAYERS in scripts/lint/boundaries.mjs).",
      web: "The browser app imports only {{allowed}} of the libs, not '@app/{{lib}}'.",
    },
  },
  create(context) {
    const root = rootOf(context);
    const here = placeOf(context.filename, root);
    return eachImport((source, node) => {
      const named = /^@app\/([a-z0-9-]+)(\/.*)?$/.exec(source);
      if (named) {
        const [, lib, deep] = named;
        if (deep) context.report({ node, messageId: 'deep', data: { lib, source } });
        if (here.kind === 'web' && !WEB_LIBS.includes(lib))
          context.report({ node, messageId: 'web', data: { lib, allowed: WEB_LIBS.join(', ') } });
        if (here.kind === 'lib' && !here.entry && lib !== here.name) {
          const from = layerOf.get(here.name);
          const to = layerOf.get(lib);
          if (from === undefined || to === undefined || to >= from)
            context.report({ node, messageId: 'layer', data: { from: here.name, to: lib } });
        }
        return;
      }
      if (!source.startsWith('.')) return;
      const target = placeOf(resolve(dirname(context.filename), source), root);
      if (target.kind === 'lib' && !(here.kind === 'lib' && here.name === target.name))
        context.report({ node, messageId: 'intoLib', data: { lib: target.name } });
    });
  },
};

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between files (run-time imports; `import type` does not count).' },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}. Move what both need into a third file.' },
  },
  create(context) {
    return {
      'Program:exit'(program) {
        const cycle = cycleThrough(resolve(context.filename));
        if (!cycle) return;
        const root = ROOT;
        context.report({
          node: program,
          messageId: 'cycle',
          data: { path: cycle.map((file) => relative(root, file)).join(' → ') },
        });
      },
    };
  },
};

export const boundaries = {
  meta: { name: 'derleng' },
  rules: { 'feature-imports': featureImports, 'lib-imports': libImports, 'no-cycle': noCycle },
};

/** For tests: forget the import graph read so far (fixture files change between runs). */
export const forgetImportGraph = () => graph.clear();
