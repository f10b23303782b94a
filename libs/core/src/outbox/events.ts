/**
 * Domain events: name → payload (ids only). Written to the outbox inside the transaction that
 * changes the state; the relay hands each one, at least once, to its @OnEvent listeners.
 */
export interface EventPayloads {
  'system.check_requested': { checkId: string };
  /** A notification row was inserted (libs/notifications): queue its send job. */
  'notification.requested': { notificationId: string };
  /** The catalogue sync added packages that were not on sale before. */
  'catalogue.packages_found': { packageIds: number[] };
  /** What is on sale changed (sync run or part of a full load): clients refetch. */
  'catalogue.changed': { version: number; newPackages: number; updatedPackages: number };
}

export type EventName = keyof EventPayloads;

export interface DomainEvent<N extends EventName = EventName> {
  /** The outbox row id: stable across redeliveries, so listeners can derive job ids from it. */
  id: string;
  type: N;
  payload: EventPayloads[N];
  createdAt: Date;
}
