import { QueueName } from './queue-names';

/**
 * Every job the workers run: name → payload. Payloads carry ids, never whole entities: a job
 * loads what it needs, so a retried or late job sees the current state.
 */
export interface JobPayloads {
  /** Probe the deployment (database, queue, SMTP, providers, live processes) for the server panel. */
  'system.check': { checkId: string };
  /** Delete heartbeats of processes gone for a day. */
  'system.prune-heartbeats': Record<string, never>;
  /** Delete expired sessions and old sign-in throttle windows. */
  'accounts.prune-sessions': Record<string, never>;
  /** Render and send one notification email (claims the row; at most once per dedupe key). */
  'notification.send': { notificationId: string };
  /** Re-queue notifications that wait (SMTP was down) or whose sender died mid-send. */
  'notification.sweep': Record<string, never>;
  /** Put a Telegram message beside a notification that has one (a linked customer's chat, or the staff chat). */
  'telegram.notify': { notificationId: string };
  /** Send one Telegram message (claims the row; a 429 comes back after its retry_after). */
  'telegram.send': { messageId: string };
  /** Handle one webhook update kept by its update_id (link, unlink, /orders, a support message). */
  'telegram.update': { updateId: number };
  /** An agent's reply to a contact message that came from a Telegram chat: send it there. */
  'telegram.support-reply': { replyId: string };
  /** Re-queue Telegram messages that wait (the Bot API failed) or whose sender died mid-send. */
  'telegram.sweep': Record<string, never>;
  /** One catalogue sync run from RoameSIM: 20 SKUs round-robin, or every SKU (`full`, first load). */
  'catalogue.sync': { full?: boolean };
  /** Delete cart lines untouched for 30 days. */
  'cart.prune': Record<string, never>;
  /** Ask PayWay (check-transaction-2) about one payment attempt and apply a verified answer. */
  'payment.check': { paymentId: string };
  /** An attempt's lifetime ended: close it at the gateway, check once more, expire it (and the order). */
  'payment.expire': { paymentId: string };
  /** Re-find payment work lost in a crash: overdue expiries and issued attempts not checked lately. */
  'payments.sweep': Record<string, never>;
  /** Compare yesterday's approved payments with PayWay's transaction list and PayPal's captures (once). */
  'payments.reconcile': Record<string, never>;
  /** Order a paid order's eSIMs at RoameSIM (at most once per line), wait for the card data, store them. */
  'esim.provision': { orderId: string; paymentId?: string };
  /** Re-find paid orders whose provisioning stalled (confirmed or processing, no live run). */
  'esims.provision-sweep': Record<string, never>;
  /** Read one eSIM's status and usage from RoameSIM; `requestedBy` gets esim_status_sync_complete. */
  'esim.sync': { esimId: string; requestedBy?: string };
  /** Sync every live eSIM of one user (POST /api/esims/sync-all-status). */
  'esims.sync-user': { userId: string };
  /** Periodic: queue a sync of the live eSIMs least recently synced. */
  'esims.sync-sweep': Record<string, never>;
  /** An order entered Needs attention: record it and email the staff (once per order). */
  /** escalatedAt: when provisioning gave up (ISO; a handling after it is not undone). */
  'attention.enter': { orderId: string; escalatedAt?: string };
  /** Periodic: paid orders past the delivery SLA enter Needs attention; the optional auto-refund. */
  'attention.sweep': Record<string, never>;
  /** Periodic: read PayWay's riel rate, store it with its time, push it when it changed. */
  'exchange-rate.refresh': Record<string, never>;
}

export type JobName = keyof JobPayloads;

/** Which queue runs each job. A job missing here does not type-check. */
export const JOB_QUEUE: { [N in JobName]: QueueName } = {
  'system.check': 'maintenance',
  'system.prune-heartbeats': 'maintenance',
  'accounts.prune-sessions': 'maintenance',
  'notification.send': 'notifications',
  'notification.sweep': 'notifications',
  'telegram.notify': 'notifications',
  'telegram.send': 'notifications',
  'telegram.update': 'notifications',
  'telegram.support-reply': 'notifications',
  'telegram.sweep': 'notifications',
  'catalogue.sync': 'catalogue',
  'cart.prune': 'maintenance',
  'payment.check': 'payments',
  'payment.expire': 'payments',
  'payments.sweep': 'payments',
  'payments.reconcile': 'payments',
  'esim.provision': 'provisioning',
  'esims.provision-sweep': 'provisioning',
  'esim.sync': 'esim-sync',
  'esims.sync-user': 'esim-sync',
  'esims.sync-sweep': 'esim-sync',
  'attention.enter': 'maintenance',
  'attention.sweep': 'maintenance',
  'exchange-rate.refresh': 'payments',
};

export const jobsOfQueue = (queue: QueueName): JobName[] =>
  (Object.keys(JOB_QUEUE) as JobName[]).filter((name) => JOB_QUEUE[name] === queue);
