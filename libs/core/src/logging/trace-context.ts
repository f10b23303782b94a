import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a log line is about, carried through async context: the request (`reqId`), the order
 * (`orderId`) and the job or event being handled. The logger adds these fields to every line
 * written inside the context (createLogger's mixin), so `grep <orderId>` over the api's, the
 * workers' and the relay's logs shows one order's whole story.
 */
export interface TraceFields {
  reqId?: string;
  orderId?: string;
  job?: string;
  jobId?: string;
  event?: string;
}

const storage = new AsyncLocalStorage<TraceFields>();

/** The fields of the current context (empty outside one). */
export const traceFields = (): TraceFields => storage.getStore() ?? {};

/** Runs `work` in a context of its own: the current fields plus `fields`. */
export function withTrace<T>(fields: TraceFields, work: () => T): T {
  return storage.run({ ...traceFields(), ...definedOnly(fields) }, work);
}

/**
 * Names the order of the current context from here on (a request that has just created one, an
 * email found to be about one). Outside a context it does nothing.
 */
export function traceOrder(orderId: string | null | undefined): void {
  const store = storage.getStore();
  if (store && orderId) store.orderId = orderId;
}

/** Starts a context for the rest of the current execution (a request's hooks and handler). */
export const enterTrace = (fields: TraceFields): void => storage.enterWith(definedOnly(fields));

/** The order a job's or an event's data names, if any. */
export function orderIdOf(data: unknown): string | undefined {
  const value = data && typeof data === 'object' ? (data as { orderId?: unknown }).orderId : undefined;
  return typeof value === 'string' ? value : undefined;
}

function definedOnly(fields: TraceFields): TraceFields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as TraceFields;
}
