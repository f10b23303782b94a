import { Module } from '@nestjs/common';
import { CatalogueModule } from '@app/catalogue';
import { EsimsModule } from '@app/esims';
import { OrdersModule } from '@app/orders';
import { PaymentsModule } from '@app/payments';
import { RenewalCheckout } from './renewal-checkout';
import { RenewalOptions } from './renewal-options';
import { RenewalTargets } from './renewal-target';
import { RescueRenewals } from './rescue-renewals';

/**
 * Renewals (top-ups) as the customer asks for them: the options for an eSIM and the renewal order.
 * The worker side (renewing at RoameSIM after payment) is libs/esims' provisioning.
 */
@Module({
  imports: [CatalogueModule, EsimsModule, OrdersModule, PaymentsModule],
  providers: [RenewalTargets, RenewalOptions, RenewalCheckout, RescueRenewals],
  exports: [RenewalOptions, RenewalCheckout, RescueRenewals],
})
export class RenewalsModule {}
