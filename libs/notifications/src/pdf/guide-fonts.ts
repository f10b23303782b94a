import { dirname, join } from 'node:path';
import { currentFontkitFont, skipNullGposAnchors } from './fontkit-null-anchors';

/**
 * Noto Sans Khmer (SIL OFL 1.1) as TrueType, from the npm package @expo-google-fonts/noto-sans-khmer
 * (a dependency of the project, so the PDF never relies on fonts installed on the machine). It
 * carries OpenType GSUB/GPOS tables, which pdfkit's fontkit uses to shape Khmer (coeng subscripts,
 * pre-base vowels), and it covers Latin too, so one face serves both languages.
 */
const packageDir = (): string => dirname(require.resolve('@expo-google-fonts/noto-sans-khmer/package.json'));

export const guideFonts = () => ({
  regular: join(packageDir(), '400Regular/NotoSansKhmer_400Regular.ttf'),
  bold: join(packageDir(), '700Bold/NotoSansKhmer_700Bold.ttf'),
});

/**
 * The faces as fontkit read them for the first guide. pdfkit takes a fontkit font in place of a
 * file, and only reads it (each document makes its own subset), so every later guide skips reading
 * the files and their tables again, the largest part of a guide's CPU.
 */
const parsed = new Map<'body' | 'bold', unknown>();

/** Registers `body` (regular) and `bold` on the document and makes `body` the current font. */
export function registerGuideFonts(doc: PDFKit.PDFDocument): void {
  const files = guideFonts();
  for (const [name, file] of [
    ['bold', files.bold],
    ['body', files.regular],
  ] as const) {
    doc.registerFont(name, (parsed.get(name) ?? file) as string);
    const font = currentFontkitFont(doc.font(name));
    skipNullGposAnchors(font);
    parsed.set(name, font);
  }
}
