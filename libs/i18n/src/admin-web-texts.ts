import { adminTexts } from './admin.texts';
import { adminPackagesTexts, adminSettingsTexts } from './admin-packages.texts';
import { adminAuditTexts, adminPaymentsTexts } from './admin-settings-audit.texts';
import { attentionTexts } from './attention.texts';
import { serversTexts } from './servers.texts';

/** The admin app's texts (web-resources.ts says why they are apart). */
export const ADMIN_TEXTS = {
  admin: adminTexts,
  adminPackages: adminPackagesTexts,
  adminSettings: adminSettingsTexts,
  adminPayments: adminPaymentsTexts,
  adminAudit: adminAuditTexts,
  servers: serversTexts,
  attention: attentionTexts,
};
