// `node scripts/khmer-label-font.mjs` writes apps/web/src/khmer-label.css: a font of just the letters
// of the language menu's "ខ្មែរ" (LANGUAGE_NAMES in libs/i18n; apps/web/src/khmer-label.spec.ts
// checks the two agree), cut from the bundled Noto Sans Khmer with its shaping rules (the
// subscript ម needs them) and inlined as data, about 1.5 KB.
// Every English page shows that menu; without this font that one word would make the browser
// download Noto Sans Khmer's whole Khmer part (about 24 KB) for every English visitor. styles.css
// gives the menu 'Derleng Khmer Label' first, and only the menu, so Khmer text elsewhere is never
// shaped from two fonts. Needs fontTools' pyftsubset (Debian: `apt-get install fonttools
// python3-brotli`); the build does not run it, the written CSS is part of the source.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LABEL = 'ខ្មែរ';

const work = mkdtempSync(join(tmpdir(), 'khmer-label-'));
try {
  const output = join(work, 'label.woff2');
  execFileSync('pyftsubset', [
    join(root, 'node_modules/@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-400-normal.woff2'),
    `--text=${LABEL}`,
    '--layout-features=*',
    '--flavor=woff2',
    `--output-file=${output}`,
  ]);
  const range = [...new Set(LABEL)]
    .map((letter) => `U+${letter.codePointAt(0).toString(16).toUpperCase()}`)
    .join(', ');
  const face = `@font-face {
  font-family: 'Derleng Khmer Label';
  font-style: normal;
  font-display: swap;
  src: url(data:font/woff2;base64,${readFileSync(output).toString('base64')}) format('woff2');
  unicode-range: ${range};
}`;
  writeFileSync(
    join(root, 'apps/web/src/khmer-label.css'),
    `/* Written by scripts/khmer-label-font.mjs (the letters of "${LABEL}" from Noto Sans Khmer, SIL Open Font License). */\n${face}\n`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
