/** One language's shop texts (apps/web/build/shop-texts-plugin.ts). */
declare module 'virtual:shop-texts/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
