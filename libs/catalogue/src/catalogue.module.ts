import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProviderSettingsModule } from '@app/provider-settings';
import { CatalogueReadModel } from './catalogue-read-model';
import { CatalogueSyncState } from './catalogue-sync-state.entity';
import { CatalogueSyncService } from './catalogue-sync.service';
import { CatalogueVersion } from './catalogue-version';
import { CatalogueVersionWatcher } from './catalogue-version.watcher';
import { CatalogueWriter } from './catalogue-writer';
import { CatalogueJobs } from './catalogue.jobs';
import { CatalogueService } from './catalogue.service';
import { DiscoveryControl } from './discovery-control';
import { CataloguePackage } from './package.entity';
import { ROAMESIM_CLIENT, roamesimClientProvider, SharedTokenStore } from './roamesim-client.provider';
import { MarkupSetting } from './markup-setting';
import { SyncProgressStore } from './sync-progress.store';

/**
 * The catalogue: synced from RoameSIM by the worker, served from an in-memory read model by the
 * api. Exports the RoameSIM client (ROAMESIM_CLIENT) for the features that order eSIMs.
 */
@Module({
  imports: [ProviderSettingsModule, TypeOrmModule.forFeature([CataloguePackage, CatalogueSyncState])],
  providers: [
    SharedTokenStore,
    roamesimClientProvider,
    CatalogueVersion,
    CatalogueVersionWatcher,
    CatalogueReadModel,
    CatalogueWriter,
    MarkupSetting,
    SyncProgressStore,
    CatalogueSyncService,
    CatalogueService,
    CatalogueJobs,
    DiscoveryControl,
  ],
  exports: [
    ROAMESIM_CLIENT,
    CatalogueService,
    CatalogueVersion,
    CatalogueReadModel,
    CatalogueSyncService,
    CatalogueWriter,
    MarkupSetting,
    DiscoveryControl,
  ],
})
export class CatalogueModule {}
