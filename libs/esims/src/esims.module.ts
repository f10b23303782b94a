import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '@app/accounts';
import { CatalogueModule } from '@app/catalogue';
import { NotificationsModule } from '@app/notifications';
import { OrdersModule } from '@app/orders';
import { AlertPreferencesService } from './alerts/alert-preferences';
import { EsimAlerts } from './alerts/esim-alerts';
import { RescueLinks } from './alerts/rescue-links';
import { Esim } from './esim.entity';
import { ProviderOrder } from './provider-order.entity';
import { OrderProvisioning } from './provisioning/order-provisioning';
import { ProviderOrderStore } from './provisioning/provider-order.store';
import { ProvisioningRecovery } from './provisioning/provisioning-recovery';
import { ProvisioningJobs } from './provisioning/provisioning.jobs';
import { ProvisioningService } from './provisioning/provisioning.service';
import { TopUpLine } from './provisioning/top-up-line';
import { CustomerOrdersService } from './read/customer-orders.service';
import { EsimReader } from './read/esim-reader';
import { EsimsService } from './read/esims.service';
import { EsimPushListeners } from './realtime/esim-push.listeners';
import { EsimSyncJobs } from './sync/esim-sync.jobs';
import { EsimSyncService } from './sync/esim-sync.service';
import { TopUp } from './top-up.entity';
import { RefundedLineEsims } from './refunded-line-esims';
import { EsimsGuideSource } from './guide/esims-guide-source';
import { GuestOrdersService } from './guest/guest-orders.service';

/**
 * eSIMs: provisioning after payment (provisioning queue), status and usage sync (esim-sync
 * queue), their pushes, and the customer's eSIM and order reads. The RoameSIM client comes from
 * CatalogueModule.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Esim, ProviderOrder, TopUp]),
    AccountsModule,
    CatalogueModule,
    NotificationsModule,
    OrdersModule,
  ],
  providers: [
    ProviderOrderStore,
    OrderProvisioning,
    ProvisioningService,
    TopUpLine,
    ProvisioningRecovery,
    ProvisioningJobs,
    EsimSyncService,
    EsimSyncJobs,
    EsimPushListeners,
    EsimReader,
    EsimsService,
    CustomerOrdersService,
    EsimsGuideSource,
    GuestOrdersService,
    RescueLinks,
    EsimAlerts,
    AlertPreferencesService,
    RefundedLineEsims,
  ],
  exports: [
    RescueLinks,
    AlertPreferencesService,
    EsimsService,
    CustomerOrdersService,
    GuestOrdersService,
    ProvisioningRecovery,
    EsimsGuideSource,
    EsimReader,
  ],
})
export class EsimsModule {}
