import { Injectable, NotFoundException } from '@nestjs/common';
import type { CatalogueSyncProgress } from '@app/contracts';
import { CatalogueReadModel } from './catalogue-read-model';
import { CatalogueWriter } from './catalogue-writer';
import { MarkupSetting } from './markup-setting';
import type { CachedResponse } from './catalogue-snapshot';
import { progressView } from './sync-progress';
import { SyncProgressStore } from './sync-progress.store';

const notFound = (): never => {
  throw new NotFoundException({ message: 'Package not found', code: 'PACKAGE_NOT_FOUND' });
};

/** What the catalogue routes serve: cached responses of the current snapshot, and the sync status. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly model: CatalogueReadModel,
    private readonly progress: SyncProgressStore,
    private readonly writer: CatalogueWriter,
    private readonly markup: MarkupSetting,
  ) {}

  /**
   * Reprices the whole catalogue at the markup setting (Settings, else PRICE_MARKUP, 5 by default):
   * the admin's "Update to 5x Markup" action. Returns how many prices changed.
   */
  async applyMarkup(
    markup?: number,
    onChanged?: Parameters<CatalogueWriter['repriceAll']>[1],
  ): Promise<number> {
    return this.writer.repriceAll(markup ?? (await this.markup.read()), onChanged);
  }

  async packages(): Promise<CachedResponse> {
    return (await this.model.current()).listResponse();
  }

  async popular(): Promise<CachedResponse> {
    return (await this.model.current()).popularResponse();
  }

  async destinations(): Promise<CachedResponse> {
    return (await this.model.current()).destinationsResponse();
  }

  async stats(): Promise<CachedResponse> {
    return (await this.model.current()).statsResponse();
  }

  async package(id: number): Promise<CachedResponse> {
    return (await this.model.current()).packageResponse(id) ?? notFound();
  }

  async complete(id: number): Promise<CachedResponse> {
    return (await this.model.current()).completeResponse(id) ?? notFound();
  }

  /** /destinations/{slug}: its default package, complete; 404 DESTINATION_NOT_FOUND for no such slug. */
  async destination(slug: string): Promise<CachedResponse> {
    const response = (await this.model.current()).destinationResponse(slug);
    if (response) return response;
    throw new NotFoundException({ message: 'Destination not found', code: 'DESTINATION_NOT_FOUND' });
  }

  async deviceCompatibility(id: number): Promise<CachedResponse> {
    return (await this.model.current()).devicesResponse(id) ?? notFound();
  }

  async syncStatus(): Promise<CatalogueSyncProgress> {
    const [snapshot, row] = await Promise.all([this.model.current(), this.progress.read()]);
    const stats = snapshot.stats();
    return progressView(row, {
      packages: stats.packages,
      destinations: stats.destinations,
      version: snapshot.version,
    });
  }
}
