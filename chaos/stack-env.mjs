// The settings a chaos stack runs with: quiet logs, the money-path abuse limits lifted (every
// customer is 127.0.0.1), provider calls that give up after 3 s and provisioning retries seconds
// apart (not minutes), so that a run's recoveries happen within the run.
export const CHAOS_STACK_ENV = {
  LOG_LEVEL: 'warn',
  PROVIDER_TIMEOUT_MS: '3000',
  PROVISIONING_RETRY_SECONDS: '2,3,5,8,13,21,30',
  CREATE_ORDER_MAX_PER_MINUTE_PER_ADDRESS: '100000',
  CREATE_ORDER_MAX_PER_HOUR_PER_ADDRESS: '100000',
  CREATE_ORDER_MAX_PER_MINUTE_PER_SESSION: '100000',
  STATUS_READS_MAX_PER_MINUTE_PER_ADDRESS: '100000',
  STATUS_READS_MAX_PER_MINUTE_PER_SESSION: '100000',
  UNPAID_ORDERS_MAX_PER_CLIENT: '100000',
  UNPAID_ORDERS_MAX_PER_ADDRESS: '100000',
};
