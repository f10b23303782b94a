/** Every eSIM query key starts with 'esims' (the gateway return and the pushes invalidate that prefix). */
export const esimKeys = {
  all: ['esims'] as const,
  list: () => ['esims', 'list'] as const,
  deleted: () => ['esims', 'deleted'] as const,
  detail: (id: string) => ['esims', 'detail', id] as const,
  topUps: (id: string) => ['esims', 'topups', id] as const,
  usage: (id: string) => ['esims', 'usage', id] as const,
  renewalPackages: (id: string) => ['esims', 'renewal-packages', id] as const,
};

/** Order queries (the order pages) also change when an eSIM does. */
export const ORDERS_PREFIX = ['orders'] as const;
