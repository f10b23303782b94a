type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * One feature's texts in both languages, side by side. The Khmer object must have exactly the
 * English keys (checked by the type), so a missing translation does not compile.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineTexts<const E extends object>(texts: { en: E; km: Widen<E> }): { en: E; km: Widen<E> } {
  return texts;
}
