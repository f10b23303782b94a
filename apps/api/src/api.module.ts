import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AccountsModule } from '@app/accounts';
import { AdminModule } from '@app/admin';
import { CartModule } from '@app/cart';
import { CatalogueModule } from '@app/catalogue';
import { AppConfig, AppLogger, CoreModule } from '@app/core';
import { ENTITIES } from '@app/db';
import { EsimsGuideSource, EsimsModule } from '@app/esims';
import { MonitoringModule } from '@app/monitoring';
import { EsimGuideModule, NotificationsModule } from '@app/notifications';
import { TelegramModule } from '@app/telegram';
import { PaymentsModule } from '@app/payments';
import { RenewalsModule } from '@app/renewals';
import { AuthController } from './accounts/auth.controller';
import { MfaController } from './accounts/mfa.controller';
import { UsersController } from './accounts/users.controller';
import { AuthGuard } from './common/auth.guard';
import { AdminAnalyticsController } from './admin/admin-analytics.controller';
import { AdminAuditController } from './admin/admin-audit.controller';
import { AdminDiscountsController } from './admin/admin-discounts.controller';
import { AdminControlController } from './admin/admin-control.controller';
import { AdminAttentionController } from './admin/admin-attention.controller';
import { AdminRefundsController } from './admin/admin-refunds.controller';
import { AdminCatalogueController } from './admin/admin-catalogue.controller';
import { AdminOrdersController } from './admin/admin-orders.controller';
import { AdminReconciliationController } from './admin/admin-reconciliation.controller';
import { AdminPackagesController } from './admin/admin-packages.controller';
import {
  AdminApiConfigController,
  AdminPaymentSettingsController,
} from './admin/admin-payment-settings.controller';
import { AdminSettingsController } from './admin/admin-settings.controller';
import { AdminUsersController } from './admin/admin-users.controller';
import { AdminContactController } from './admin/admin-contact.controller';
import { AdminCustomersController } from './admin/admin-customers.controller';
import { CartController } from './cart/cart.controller';
import { CatalogueController } from './catalogue/catalogue.controller';
import { CheckoutController } from './checkout/checkout.controller';
import { ShopStatusController } from './checkout/shop-status.controller';
import { GlobalExceptionFilter } from './common/global-exception.filter';
import { RoutePolicyCheck } from './common/route-policies';
import { SessionCookie } from './common/session-cookie';
import { SpaFallback } from './common/spa-fallback';
import { SeoController } from './seo/seo.controller';
import { HealthController } from './monitoring/health.controller';
import { Metrics } from './monitoring/metrics';
import { ShopMetrics } from './monitoring/shop-metrics';
import { MetricsController } from './monitoring/metrics.controller';
import { ServerActionsController } from './monitoring/server-actions.controller';
import { SystemController } from './monitoring/system.controller';
import { MonitoringServersController, ServersController } from './monitoring/servers.controller';
import { SystemStatusController } from './monitoring/system-status.controller';
import { DiscoveryController } from './monitoring/discovery.controller';
import { ContactController } from './notifications/contact.controller';
import { SupportController } from './notifications/support.controller';
import { EsimGuideController } from './esims/esim-guide.controller';
import { EsimsController } from './esims/esims.controller';
import { RenewalsController } from './esims/renewals.controller';
import { AlertPreferencesController, RescueController } from './esims/alerts.controller';
import { OrderTelegramController, RescueTelegramController } from './telegram/telegram-order-link.controller';
import { TelegramLinkController, TelegramWebhookController } from './telegram/telegram.controller';
import { GuestOrdersController } from './orders/guest-orders.controller';
import { OrdersController } from './orders/orders.controller';
import { PaymentStatusController } from './payments/payment-status.controller';
import { ExchangeRateController } from './payments/exchange-rate.controller';
import { PaypalController } from './payments/paypal.controller';
import { StripeController } from './payments/stripe.controller';
import { PaywayController } from './payments/payway.controller';
import { RealtimeGateway } from './realtime/realtime.gateway';

/** HTTP and /ws transport over the feature modules; never runs queue workers. */
@Module({})
export class ApiModule {
  static forRoot(options: { config: AppConfig; logger: AppLogger }): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        CoreModule.forRoot({ role: 'api', entities: ENTITIES, relay: false, ...options }),
        MonitoringModule,
        NotificationsModule,
        AccountsModule,
        CatalogueModule,
        CartModule,
        PaymentsModule,
        EsimsModule,
        AdminModule,
        RenewalsModule,
        TelegramModule,
        EsimGuideModule.register({ imports: [EsimsModule], source: EsimsGuideSource }),
      ],
      controllers: [
        HealthController,
        SystemController,
        MetricsController,
        AuthController,
        MfaController,
        UsersController,
        ContactController,
        SupportController,
        CatalogueController,
        CartController,
        AdminCatalogueController,
        AdminUsersController,
        AdminContactController,
        AdminCustomersController,
        AdminOrdersController,
        AdminReconciliationController,
        AdminPackagesController,
        AdminSettingsController,
        AdminPaymentSettingsController,
        AdminApiConfigController,
        AdminAuditController,
        AdminDiscountsController,
        AdminAttentionController,
        AdminRefundsController,
        AdminControlController,
        ServerActionsController,
        ServersController,
        MonitoringServersController,
        ShopStatusController,
        AdminAnalyticsController,
        SystemStatusController,
        DiscoveryController,
        CheckoutController,
        PaywayController,
        PaypalController,
        StripeController,
        PaymentStatusController,
        ExchangeRateController,
        EsimsController,
        RenewalsController,
        AlertPreferencesController,
        TelegramLinkController,
        OrderTelegramController,
        RescueTelegramController,
        TelegramWebhookController,
        RescueController,
        EsimGuideController,
        GuestOrdersController,
        OrdersController,
        SeoController,
      ],
      providers: [
        Metrics,
        ShopMetrics,
        RealtimeGateway,
        {
          provide: SpaFallback,
          useValue: new SpaFallback(
            SpaFallback.locate(options.config.http.webDistDir),
            options.config.auth.cookieName,
            options.config.http.publicUrl,
          ),
        },
        { provide: APP_FILTER, useClass: GlobalExceptionFilter },
        SessionCookie,
        { provide: APP_GUARD, useClass: AuthGuard },
        RoutePolicyCheck,
      ],
    };
  }
}
