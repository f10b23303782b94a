import type { PaymentProvider } from '@app/contracts';
import type { RotatingSecretBox } from '@app/core';
import { PROVIDER_SETTINGS_CHANNEL } from './channel';

/** Runs one SQL statement (a TypeORM manager's query or a pg client's, inside one transaction). */
export type Query = (sql: string, params?: unknown[]) => Promise<unknown[]>;

/**
 * Re-seals every stored row whose key id is not the current key's (opened with SECRETS_KEY or one
 * of SECRETS_KEY_PREVIOUS), and NOTIFYs every process. Run inside a transaction. Returns how many
 * rows were re-sealed; a row no key opens stops the rotation (nothing is half-written).
 */
export async function rotateSealedSettings(query: Query, box: RotatingSecretBox): Promise<number> {
  const rows = (await query(
    'SELECT provider, credentials, key_id FROM provider_setting WHERE credentials IS NOT NULL FOR UPDATE',
  )) as { provider: PaymentProvider; credentials: string; key_id: string }[];
  let count = 0;
  for (const row of rows) {
    if (row.key_id === box.keyId) continue;
    const sealed = box.seal(box.open(row.credentials, row.provider), row.provider);
    await query('UPDATE provider_setting SET credentials = $2, key_id = $3 WHERE provider = $1', [
      row.provider,
      sealed.sealed,
      sealed.keyId,
    ]);
    await query('SELECT pg_notify($1, $2)', [PROVIDER_SETTINGS_CHANNEL, row.provider]);
    count++;
  }
  return count;
}
