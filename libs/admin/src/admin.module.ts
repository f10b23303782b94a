import { Module } from '@nestjs/common';
import { AccountsModule } from '@app/accounts';
import { AuditModule } from '@app/audit';
import { CatalogueModule } from '@app/catalogue';
import { EsimsModule } from '@app/esims';
import { PaymentsModule } from '@app/payments';
import { ProviderSettingsModule } from '@app/provider-settings';
import { AdminPaymentSettings } from './admin-payment-settings.service';
import { AdminPackageBulk } from './package-bulk';
import { AdminOrders } from './admin-orders.service';
import { AdminOverviewService } from './admin-overview.service';
import { AdminPackages } from './admin-packages.service';

/**
 * The admin panel's reads and actions over the other features (docs/admin.md). Actions go through
 * their owners: ProvisioningRecovery (esims), RefundReviews (payments), AdminUsers (accounts).
 */
@Module({
  imports: [
    AccountsModule,
    AuditModule,
    CatalogueModule,
    EsimsModule,
    PaymentsModule,
    ProviderSettingsModule,
  ],
  providers: [AdminOrders, AdminOverviewService, AdminPackages, AdminPackageBulk, AdminPaymentSettings],
  exports: [
    AdminOrders,
    AdminOverviewService,
    AdminPackages,
    AdminPackageBulk,
    AdminPaymentSettings,
    AccountsModule,
    AuditModule,
    PaymentsModule,
  ],
})
export class AdminModule {}
