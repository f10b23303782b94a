import type { NetworkInfo } from '@app/contracts';
import { DETAIL_COVERAGE_TEXT_MAX_CHARS } from '@app/domain';

/** Lower case, accents stripped, trimmed: the search compares names this way ('curacao' finds 'Curaçao'). */
export const searchable = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The coverage text as the detail screen shows it: cut at 50 characters, then an ellipsis. */
export const shortCoverage = (text: string): string => {
  const characters = [...text];
  return characters.length > DETAIL_COVERAGE_TEXT_MAX_CHARS
    ? `${characters.slice(0, DETAIL_COVERAGE_TEXT_MAX_CHARS).join('')}…`
    : text;
};

const RANK = ['5G', 'LTE', '4G', '3G'];

/** The fastest technology among a package's networks ('5G' before 'LTE', then others), or null. */
export function bestNetwork(networks: readonly NetworkInfo[]): string | null {
  const types = [...new Set(networks.map((network) => network.type.trim()).filter(Boolean))];
  const rank = (type: string) => {
    const index = RANK.indexOf(type.toUpperCase());
    return index === -1 ? RANK.length : index;
  };
  return types.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}
