import { AdminOrderRefunds } from './order-refunds';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EsimGuideModule, NotificationsModule } from '@app/notifications';
import { AccountsModule } from '@app/accounts';
import { AuditModule } from '@app/audit';
import { CatalogueModule } from '@app/catalogue';
import { EsimsGuideSource, EsimsModule } from '@app/esims';
import { PaymentsModule } from '@app/payments';
import { AdminOrderPushes } from './admin-order-pushes';
import { AdminCustomers } from './admin-customers.service';
import { StaffNotes } from './staff-notes';
import { AdminDiscountCodes } from './discount-codes.service';
import {
  BackupExport,
  EmergencyStop,
  ForceLogout,
  OperationsLog,
  DeclaredServer,
  QueueControl,
  ServerDirectory,
  SystemCards,
} from './control';
import { MonitoringModule, SystemCheck } from '@app/monitoring';
import { ProviderSettingsModule } from '@app/provider-settings';
import { AdminAnalyticsService } from './admin-analytics.service';
import { SystemStatus } from './system-status.service';
import { DiscoveryMonitor } from './discovery-monitor.service';
import { AdminPaymentSettings } from './admin-payment-settings.service';
import { AdminPackageBulk } from './package-bulk';
import { AdminOrders } from './admin-orders.service';
import { AdminOrderBulk } from './order-bulk';
import { AdminContactMessages } from './contact-messages.service';
import { AdminOverviewService } from './admin-overview.service';
import { AdminPackages } from './admin-packages.service';
import { AttentionJobs } from './attention.jobs';
import { DeliverySettings } from './delivery-settings';
import { NeedsAttention } from './needs-attention.service';
import { AdminOrderTimeline } from './order-timeline';
import { OrderAttention } from './order-attention.entity';

/**
 * The admin panel's reads and actions over the other features (docs/admin.md). Actions go through
 * their owners: ProvisioningRecovery (esims), EsimInstructionsService (notifications), RefundReviews and Refunds (payments), AdminUsers
 * (accounts). NeedsAttention and AttentionJobs are the delivery guarantee's person-facing side.
 */
@Module({
  imports: [
    AccountsModule,
    AuditModule,
    CatalogueModule,
    EsimsModule,
    PaymentsModule,
    ProviderSettingsModule,
    NotificationsModule,
    EsimGuideModule.register({ imports: [EsimsModule], source: EsimsGuideSource }),
    MonitoringModule,
    TypeOrmModule.forFeature([OrderAttention, SystemCheck, DeclaredServer]),
  ],
  providers: [
    AdminCustomers,
    StaffNotes,
    AdminDiscountCodes,
    AdminContactMessages,
    AdminOrders,
    AdminOrderBulk,
    AdminOrderRefunds,
    AdminOrderTimeline,
    AdminOverviewService,
    AdminPackages,
    AdminPackageBulk,
    AdminPaymentSettings,
    DeliverySettings,
    NeedsAttention,
    AttentionJobs,
    AdminOrderPushes,
    QueueControl,
    EmergencyStop,
    ForceLogout,
    SystemCards,
    ServerDirectory,
    BackupExport,
    OperationsLog,
    AdminAnalyticsService,
    SystemStatus,
    DiscoveryMonitor,
  ],
  exports: [
    AdminCustomers,
    StaffNotes,
    AdminDiscountCodes,
    AdminContactMessages,
    QueueControl,
    EmergencyStop,
    ForceLogout,
    SystemCards,
    ServerDirectory,
    BackupExport,
    OperationsLog,
    AdminOrders,
    AdminOrderBulk,
    AdminOrderRefunds,
    AdminOrderTimeline,
    AdminOverviewService,
    AdminPackages,
    AdminPackageBulk,
    AdminPaymentSettings,
    DeliverySettings,
    NeedsAttention,
    AdminAnalyticsService,
    SystemStatus,
    DiscoveryMonitor,
    AccountsModule,
    AuditModule,
    PaymentsModule,
  ],
})
export class AdminModule {}
