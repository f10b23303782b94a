import type { Client } from 'pg';

/**
 * A change to the packages made by hand, as every catalogue change is made (CatalogueVersion.bump):
 * in one transaction with the catalogue version bumped and announced, so every api process prices
 * and lists from it at once.
 */
export async function changeCatalogue(db: Client, sql: string, params: unknown[]): Promise<void> {
  await db.query('BEGIN');
  try {
    await db.query(sql, params);
    const { rows } = await db.query<{ version: string }>(
      'UPDATE catalogue_version SET version = version + 1, changed_at = now() WHERE id = 1 RETURNING version',
    );
    await db.query(`SELECT pg_notify('catalogue_version', $1)`, [rows[0].version]);
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}
