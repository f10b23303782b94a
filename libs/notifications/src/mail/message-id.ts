import { createHash } from 'node:crypto';

/**
 * The Message-ID of a notification, derived from its dedupe key: if a worker dies after the SMTP
 * server accepted the message but before the row says `sent`, the retry sends the same Message-ID,
 * so receiving systems that dedupe on it (Gmail does) show the message once.
 */
export function messageIdFor(dedupeKey: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'derleng-esim.local';
  const hash = createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32);
  return `<notification.${hash}@${domain}>`;
}
