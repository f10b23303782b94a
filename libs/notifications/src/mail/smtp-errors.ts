/**
 * Whether sending can work later. Connection problems, time-outs and 4xx answers are temporary;
 * a 5xx answer (unknown mailbox, message refused) will not change by retrying.
 */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export const describeError = (error: unknown): string =>
  String((error as Error | null)?.message ?? error).slice(0, 2000);
