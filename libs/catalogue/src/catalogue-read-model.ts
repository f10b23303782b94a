import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { CatalogueSnapshot } from './catalogue-snapshot';
import { CatalogueVersion } from './catalogue-version';
import { CatalogueVersionWatcher } from './catalogue-version.watcher';
import { CataloguePackage } from './package.entity';

/**
 * The catalogue as the api serves it: an in-memory snapshot of everything on sale, rebuilt (once,
 * however many requests arrive together) when the catalogue version moves on. Reads cost no
 * database round trip while the version holds.
 */
@Injectable()
export class CatalogueReadModel {
  private snapshot?: CatalogueSnapshot;
  private building?: Promise<CatalogueSnapshot>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly version: CatalogueVersion,
    private readonly watcher: CatalogueVersionWatcher,
  ) {}

  async current(): Promise<CatalogueSnapshot> {
    const wanted = await this.watcher.current();
    if (this.snapshot && this.snapshot.version >= wanted) return this.snapshot;
    if (!this.building) {
      this.building = this.load().finally(() => {
        this.building = undefined;
      });
    }
    const built = await this.building;
    if (!this.snapshot || built.version >= this.snapshot.version) this.snapshot = built;
    return this.snapshot;
  }

  /**
   * Frees the cached answers of this process's snapshot (the admin's memory Optimize): the next
   * reads serialise them again. Returns how many were dropped.
   */
  dropCache(): number {
    return this.snapshot?.dropResponses() ?? 0;
  }

  /** The packages on sale and the version they belong to, read in one consistent transaction. */
  private load(): Promise<CatalogueSnapshot> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const { version, changedAt } = await this.version.readWithTime(manager);
      const packages = await manager.getRepository(CataloguePackage).find({
        where: { isAvailable: true, withdrawnAt: IsNull() },
      });
      return new CatalogueSnapshot(version, packages, changedAt);
    });
  }
}
