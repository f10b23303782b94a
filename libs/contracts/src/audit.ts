/** The admin Audit tab (GET /api/admin/audit…): shapes shared with the web. */

/** Every audited action (the Audit tab's action filter). */
export const AUDIT_ACTIONS = [
  'package.create',
  'package.update',
  'package.availability',
  'package.delete',
  'package.withdraw',
  'package.restore',
  'package.bulk_price',
  'package.reprice_markup',
  'package.bulk_price_revert',
  'package.fix_types',
  'settings.markup',
  'payment_settings.mode',
  'payment_settings.credentials',
  'user.create',
  'user.update',
  'user.delete',
  'order.retry_provisioning',
  'order.resend_esim_email',
  'order.refund',
  'order.refund_part',
  'order.mark_handled',
  'payment.refund',
  'settings.delivery',
  'queue.action',
  'discovery.control',
  'catalogue.load',
  'system.memory',
  'payment.refund_review',
  'account.password_change',
  'control.emergency_stop',
  'control.resume',
  'control.force_logout_all',
  'control.queue_pause',
  'control.queue_resume',
  'control.queue_retry_failed',
  'control.sync_restart',
  'control.backup',
  'control.add_server',
  'control.remove_server',
  'contact.reply',
  'note.add',
  'discount.create',
  'discount.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntryView {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  actorRole: string | null;
  ip: string | null;
  userAgent: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The latest bulk reprice, not reverted yet: the Audit tab offers "Revert". */
  revertible: boolean;
}

export interface AuditPage {
  items: AuditEntryView[];
  total: number;
  page: number;
  pageSize: number;
}

/** A catalogue-wide action's preview: how many packages change and five before/after samples. */
export interface BulkPreview {
  count: number;
  samples: { id: number; destination: string; data: string; before: string; after: string }[];
}
