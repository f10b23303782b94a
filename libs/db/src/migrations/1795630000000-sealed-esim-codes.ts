import { DEV_SECRETS, SecretBox } from '@app/core';
import { sealSecrets } from '@app/notifications';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Activation codes and LPA strings are sealed under SECRETS_KEY (AES-256-GCM) in `esim` and in
 * notification payloads, which also lose the order links (guest tokens): emails derive them at
 * send time. Existing rows are sealed and cleaned here, with the process's SECRETS_KEY.
 */
export class SealedEsimCodes1795630000000 implements MigrationInterface {
  name = 'SealedEsimCodes1795630000000';

  async up(db: QueryRunner): Promise<void> {
    const box = new SecretBox(process.env.SECRETS_KEY ?? DEV_SECRETS.SECRETS_KEY);
    await db.query('ALTER TABLE esim ALTER COLUMN activation_code TYPE text');
    const esims: { id: string; activation_code: string; lpa: string }[] = await db.query(
      'SELECT id, activation_code, lpa FROM esim',
    );
    for (const row of esims) {
      if (SecretBox.isSealed(row.activation_code) && SecretBox.isSealed(row.lpa)) continue;
      await db.query('UPDATE esim SET activation_code = $2, lpa = $3 WHERE id = $1', [
        row.id,
        SecretBox.isSealed(row.activation_code) ? row.activation_code : box.seal(row.activation_code),
        SecretBox.isSealed(row.lpa) ? row.lpa : box.seal(row.lpa),
      ]);
    }
    const notifications: { id: string; payload: Record<string, unknown> }[] = await db.query(
      `SELECT id, payload FROM notification WHERE payload ? 'orderLink' OR payload ? 'esims'`,
    );
    for (const row of notifications)
      await db.query('UPDATE notification SET payload = $2::jsonb WHERE id = $1', [
        row.id,
        JSON.stringify(sealSecrets(row.payload, box)),
      ]);
  }

  async down(): Promise<void> {
    // Sealed values stay sealed: opening them back into clear text is not a migration's job.
  }
}
