import { adminTexts } from './admin.texts';
import { adminPackagesTexts, adminSettingsTexts } from './admin-packages.texts';
import { adminAuditTexts, adminPaymentsTexts } from './admin-settings-audit.texts';
import { attentionTexts } from './attention.texts';
import { adminMessagesTexts } from './admin-messages.texts';
import { serversTexts } from './servers.texts';
import { adminTimelineTexts } from './admin-timeline.texts';
import { adminOrdersBulkTexts } from './admin-orders-bulk.texts';
import { adminCustomersTexts } from './admin-customers.texts';
import { controlTexts } from './control.texts';
import { adminDiscountsTexts } from './admin-discounts.texts';
import { adminAnalyticsTexts, adminMonitoringTexts, adminRealtimeTexts } from './admin-monitoring.texts';

/** The admin app's texts (web-resources.ts says why they are apart). */
export const ADMIN_TEXTS = {
  admin: adminTexts,
  adminPackages: adminPackagesTexts,
  adminSettings: adminSettingsTexts,
  adminPayments: adminPaymentsTexts,
  adminAudit: adminAuditTexts,
  adminMonitoring: adminMonitoringTexts,
  adminRealtime: adminRealtimeTexts,
  adminAnalytics: adminAnalyticsTexts,
  servers: serversTexts,
  attention: attentionTexts,
  adminMessages: adminMessagesTexts,
  adminTimeline: adminTimelineTexts,
  adminOrdersBulk: adminOrdersBulkTexts,
  adminCustomers: adminCustomersTexts,
  control: controlTexts,
  adminDiscounts: adminDiscountsTexts,
};
