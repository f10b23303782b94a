import { DEFAULT_LANGUAGE, type Language } from './language';

/**
 * The shop language a request asks for in its Accept-Language header (the web sends the visitor's
 * chosen language there): the highest-weighted tag that is English or Khmer (`km`, `km-KH`),
 * else the default. Weights follow RFC 9110 (`q=0` means "not this one").
 */
export function languageFromAcceptLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { language: Language; weight: number } | null = null;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'en' && primary !== 'km') continue;
    const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
