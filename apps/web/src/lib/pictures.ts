import { FLAG_CODES, PICTURE_BASE, PICTURE_WIDTHS, PREVIEW_SIZE } from 'virtual:pictures';

const CODES = new Set(FLAG_CODES.split(' '));

/** A picture's files: `src` for browsers without srcset, `srcSet` for the rest (with `sizes`). */
export interface Picture {
  src: string;
  srcSet: string;
}

const file = (name: string, width: number) => `${PICTURE_BASE}${name}-${width}.png`;
const picture = (name: string): Picture => ({
  src: file(name, PICTURE_WIDTHS[1]),
  srcSet: PICTURE_WIDTHS.map((width) => `${file(name, width)} ${width}w`).join(', '),
});

/**
 * The flag picture of a country (flag-icons, drawn as PNG at build time and served by us;
 * apps/web/build/pictures-plugin.ts), or undefined when the code has none.
 */
export function flagPicture(code: string): Picture | undefined {
  const key = code.toLowerCase();
  return /^[a-z]{2}$/.test(key) && CODES.has(key) ? picture(key) : undefined;
}

/** One of our region pictures (features/catalogue/assets/regions), by its name. */
export const regionPicture = (region: string): Picture => picture(`region-${region}`);

/** A link preview's picture (1200×630 PNG, the same flag or region picture framed), its address and size. */
export interface PreviewPicture {
  path: string;
  width: number;
  height: number;
}

/** The preview picture of a page's picture (as flagPicture or regionPicture chose it). */
export function previewPicture(picture: Picture): PreviewPicture {
  return { path: picture.src.replace(/-\d+\.png$/, '-preview.png'), ...PREVIEW_SIZE };
}
