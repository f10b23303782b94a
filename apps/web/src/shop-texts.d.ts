/** One language's shop texts (apps/web/build/shop-texts-plugin.ts). */
declare module 'virtual:shop-texts/*' {
  const texts: Record<string, unknown>;
  export default texts;
}

/** The pictures' folder, their widths and the flag codes (apps/web/build/pictures-plugin.ts). */
declare module 'virtual:pictures' {
  export const PICTURE_BASE: string;
  export const PICTURE_WIDTHS: readonly number[];
  /** The ISO codes with a flag, lower case, separated by spaces. */
  export const FLAG_CODES: string;
  /** A link preview's picture size (`<name>-preview.png`). */
  export const PREVIEW_SIZE: { width: number; height: number };
}
