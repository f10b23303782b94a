// `node scripts/riel-sign-font.mjs` writes apps/web/src/riel-sign.css: a font of one glyph, the riel
// sign ៛ (U+17DB), cut from the bundled Noto Sans Khmer and inlined as data (one weight: bold is drawn from it).
// Prices show "៛" beside dollars on English pages too; without this font that one sign would make
// the browser download Noto Sans Khmer's whole Khmer part (about 50 KB, both weights) for every
// English visitor. styles.css puts 'Derleng Riel Sign' before 'Noto Sans Khmer'; its unicode-range
// holds only the sign, so every other letter still comes from the fonts after it.
import opentype from 'opentype.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RIEL_SIGN = '\u17DB';

function rielSignFont(weight) {
  const file = join(
    root,
    `node_modules/@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-${weight}-normal.woff`,
  );
  const source = opentype.parse(readFileSync(file).buffer);
  const sign = source.charToGlyph(RIEL_SIGN);
  const notdef = new opentype.Glyph({
    name: '.notdef',
    advanceWidth: source.unitsPerEm / 2,
    path: new opentype.Path(),
  });
  const glyph = new opentype.Glyph({
    name: 'riel',
    unicode: RIEL_SIGN.codePointAt(0),
    advanceWidth: sign.advanceWidth,
    path: sign.path,
  });
  const font = new opentype.Font({
    familyName: 'Derleng Riel Sign',
    styleName: 'Regular',
    unitsPerEm: source.unitsPerEm,
    ascender: source.ascender,
    descender: source.descender,
    glyphs: [notdef, glyph],
  });
  return Buffer.from(font.toArrayBuffer()).toString('base64');
}

const face = `@font-face {
  font-family: 'Derleng Riel Sign';
  font-style: normal;
  font-display: swap;
  src: url(data:font/otf;base64,${rielSignFont(400)}) format('opentype');
  unicode-range: U+17DB;
}`;
writeFileSync(
  join(root, 'apps/web/src/riel-sign.css'),
  `/* Written by scripts/riel-sign-font.mjs (the riel sign from Noto Sans Khmer, SIL Open Font License). */\n${face}\n`,
);
