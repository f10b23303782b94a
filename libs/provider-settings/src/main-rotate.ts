import { loadConfig, RotatingSecretBox } from '@app/core';
import { Client } from 'pg';
import { rotateSealedSettings } from './rotate';

/**
 * `npm run secrets:rotate`: re-seals the stored provider settings under SECRETS_KEY. Start the
 * processes with the new SECRETS_KEY and the old one in SECRETS_KEY_PREVIOUS, run this, then drop
 * SECRETS_KEY_PREVIOUS.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const box = new RotatingSecretBox(config.security.secretsKey, config.security.previousSecretsKeys);
  const client = new Client({ connectionString: config.db.url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const count = await rotateSealedSettings(
      async (sql, params) => (await client.query(sql, params)).rows as unknown[],
      box,
    );
    await client.query('COMMIT');
    console.log(`re-sealed ${count} provider setting row(s) under key ${box.keyId}`);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

void main().catch((error: unknown) => {
  console.error(`rotation failed: ${(error as Error).message}`);
  process.exit(1);
});
