/** One language's shop texts (apps/web/build/shop-texts-plugin.ts). */
declare module 'virtual:shop-texts/*' {
  const texts: Record<string, unknown>;
  export default texts;
}

/** The flag pictures' folder and codes (apps/web/build/flags-plugin.ts). */
declare module 'virtual:flags' {
  export const FLAG_BASE: string;
  /** The ISO codes with a flag, lower case, separated by spaces. */
  export const FLAG_CODES: string;
}
