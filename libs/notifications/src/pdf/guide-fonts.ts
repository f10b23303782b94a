import { dirname, join } from 'node:path';

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
