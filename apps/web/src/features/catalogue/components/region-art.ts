/** The region pictures (assets/regions/*.svg): one per part of the world, plus the globe for the rest. */
export type RegionArt = 'europe' | 'asia' | 'middle-east' | 'africa' | 'americas' | 'oceania' | 'global';

/*
 * A region's picture from its (English) name: the first rule that matches wins, so a mixed name
 * picks its first-named part ('Middle East & North Africa' → the Middle East).
 */
const RULES: readonly [RegionArt, RegExp][] = [
  ['global', /\b(global|world)/i],
  ['middle-east', /\b(middle east|gulf|arab)/i],
  ['oceania', /\b(oceania|australia|new zealand|pacific islands)/i],
  ['europe', /\b(europe|balkan|nordic|scandinavia|baltic)/i],
  ['asia', /\b(asia|china|japan|korea)/i],
  ['americas', /\b(america|usa|canada|mexico|caribbean|latin)/i],
  ['africa', /\bafrica/i],
];

export function regionArt(name: string): RegionArt {
  return RULES.find(([, pattern]) => pattern.test(name))?.[0] ?? 'global';
}
