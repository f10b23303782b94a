/** One BullMQ queue per worker concern; ops scale each with WORKER_QUEUES and WORKER_CONCURRENCY_<QUEUE>. */
export const QUEUE_NAMES = [
  'payments',
  'provisioning',
  'esim-sync',
  'catalogue',
  'notifications',
  'maintenance',
] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/**
 * Queue names are wrapped in a Redis Cluster hash tag so every key of one queue lands on one slot
 * (BullMQ's requirement on Cluster).
 */
export const queueKey = (name: QueueName): string => `{${name}}`;
