import { Module } from '@nestjs/common';
import { AccountsModule } from '@app/accounts';
import { CatalogueModule } from '@app/catalogue';
import { EsimsModule } from '@app/esims';
import { PaymentsModule } from '@app/payments';
import { AdminOrders } from './admin-orders.service';
import { AdminOverviewService } from './admin-overview.service';
import { AdminPackages } from './admin-packages.service';

/**
 * The admin panel's reads and actions over the other features (docs/admin.md). Actions go through
 * their owners: ProvisioningRecovery (esims), RefundReviews (payments), AdminUsers (accounts).
 */
@Module({
  imports: [AccountsModule, CatalogueModule, EsimsModule, PaymentsModule],
  providers: [AdminOrders, AdminOverviewService, AdminPackages],
  exports: [AdminOrders, AdminOverviewService, AdminPackages, AccountsModule, PaymentsModule],
})
export class AdminModule {}
