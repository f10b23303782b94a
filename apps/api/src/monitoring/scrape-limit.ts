/** A scrape waits this long at most for a queue read (Redis may be down). */
export const QUEUE_READ_TIMEOUT_MS = 3000;

/**
 * The promise's value, or null when it fails or takes longer than `ms`: a dependency that does not
 * answer leaves its figures out of the scrape (`dependency_up` says why), never fails or holds it.
 */
export const withinOrNull = <T>(promise: Promise<T>, ms = QUEUE_READ_TIMEOUT_MS): Promise<T | null> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]).catch(() => null);
