import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** NOTIFY channel of catalogue changes; the payload is the new version number. */
export const CATALOGUE_VERSION_CHANNEL = 'catalogue_version';

/**
 * The catalogue's version: one number bumped in the same transaction as every change to what is
 * on sale (sync, admin edits), announced by NOTIFY at commit. Api instances cache the read model
 * per version, so a change is seen by every instance.
 */
@Injectable()
export class CatalogueVersion {
  constructor(private readonly dataSource: DataSource) {}

  /** Bumps the version inside the caller's transaction; returns the new number. */
  async bump(manager: EntityManager): Promise<number> {
    if (!manager.queryRunner?.isTransactionActive)
      throw new Error('the catalogue version must be bumped inside the transaction of the change');
    const rows: { version: string }[] = await manager.query(
      `WITH bumped AS (
         UPDATE catalogue_version SET version = version + 1, changed_at = now() WHERE id = 1 RETURNING version
       ) SELECT version FROM bumped`,
    );
    const version = Number(rows[0]?.version ?? 0);
    await manager.query('SELECT pg_notify($1, $2)', [CATALOGUE_VERSION_CHANNEL, String(version)]);
    return version;
  }

  async read(manager: EntityManager = this.dataSource.manager): Promise<number> {
    const rows: { version: string }[] = await manager.query(
      'SELECT version FROM catalogue_version WHERE id = 1',
    );
    return Number(rows[0]?.version ?? 0);
  }

  /** The version with the time it was last bumped (a sitemap's lastmod). */
  async readWithTime(
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ version: number; changedAt: Date }> {
    const rows: { version: string; changed_at: Date }[] = await manager.query(
      'SELECT version, changed_at FROM catalogue_version WHERE id = 1',
    );
    return { version: Number(rows[0]?.version ?? 0), changedAt: rows[0]?.changed_at ?? new Date(0) };
  }
}
