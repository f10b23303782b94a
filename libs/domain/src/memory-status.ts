import { MEMORY_HIGH_RSS_MB, MEMORY_LIMIT_TEXT_MB } from './constants';

export type MemoryStatusLevel = 'low' | 'medium' | 'high' | 'critical';

/** rss above this (twice the HIGH mark) is critical. */
export const MEMORY_CRITICAL_RSS_MB = 2 * MEMORY_HIGH_RSS_MB;

/**
 * A process's memory level from its resident size (admin §5: rss above 200 MB is HIGH): up to the
 * stated limit (136 MB) low, up to 200 MB medium, up to 400 MB high, above that critical.
 */
export function memoryStatus(rssMb: number): MemoryStatusLevel {
  if (rssMb > MEMORY_CRITICAL_RSS_MB) return 'critical';
  if (rssMb > MEMORY_HIGH_RSS_MB) return 'high';
  if (rssMb > MEMORY_LIMIT_TEXT_MB) return 'medium';
  return 'low';
}
