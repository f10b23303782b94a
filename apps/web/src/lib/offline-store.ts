import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CurrentUserResponse } from '@app/contracts';
import { readStoredUser } from './stored-user';

/**
 * What the shop keeps on this device for use with no network (docs/web.md "Offline"): the answers
 * of the queries `isKeptOffline` names, in IndexedDB, each under its owner (the signed-in
 * customer's id, or `guest` for the order links a visitor holds). The app reads back only the
 * current owner's at start (`restoreOfflineData`); sign-out deletes the whole database
 * (`clearOfflineData`). The service worker keeps no API answer; this is the only copy.
 */
const DATABASE = 'derleng-offline';
const STORE = 'answers';
/** The eSIMs' PDF guides, as the server made them, under `<owner> <order number> <language>`. */
const GUIDES = 'guides';
const GUEST = 'guest';

interface SavedAnswer {
  owner: string;
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

/**
 * The queries kept: who is signed in, My eSIMs' list (and the orders it shows as preparing), an
 * eSIM's details, usage and top-ups once read, and the held order links' orders with their eSIMs.
 */
export function isKeptOffline(queryKey: QueryKey): boolean {
  const [area, part] = queryKey as [unknown, unknown];
  if (area === 'auth') return part === 'user';
  if (area === 'esims') return ['list', 'detail', 'usage', 'topups'].includes(part as string);
  if (area === 'orders') return ['mine', 'held', 'detail'].includes(part as string);
  return false;
}

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 2);
    request.onupgradeneeded = () => {
      for (const name of [STORE, GUIDES])
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
  return opened;
}

const done = (request: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if (request instanceof IDBTransaction) {
      request.oncomplete = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('IndexedDB write failed'));
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
    }
  });

/** Whose answers these are: the customer the server last named, else the stored one, else a guest. */
function ownerNow(client: QueryClient): string {
  const answer = client.getQueryData<CurrentUserResponse>(['auth', 'user']);
  return answer?.user?.id ?? readStoredUser()?.id ?? GUEST;
}

async function save(answer: SavedAnswer): Promise<void> {
  const db = await database();
  const transaction = db.transaction(STORE, 'readwrite');
  transaction.objectStore(STORE).put(answer, `${answer.owner} ${JSON.stringify(answer.queryKey)}`);
  await done(transaction);
}

/** Every kept query's new answer is saved under its owner (not the answers put back at start). */
export function keepOfflineData(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const { queryKey, state } = event.query;
    if (!isKeptOffline(queryKey) || state.data === undefined) return;
    // a visitor's "who is signed in" (nobody) is kept too: offline, My eSIMs then shows the
    // held orders rather than wait to learn who it is for
    save({ owner: ownerNow(client), queryKey, data: state.data, updatedAt: state.dataUpdatedAt }).catch(
      () => undefined,
    );
  });
}

/**
 * Puts the current owner's saved answers in the query cache, each with the time it was read, where
 * the cache has nothing newer; each is marked stale, so a page using it reads it again when the
 * network allows.
 */
export async function restoreOfflineData(client: QueryClient): Promise<void> {
  const owner = readStoredUser()?.id ?? GUEST;
  try {
    const db = await database();
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).getAll();
    await done(request);
    for (const answer of request.result as SavedAnswer[]) {
      if (answer.owner !== owner) continue;
      const state = client.getQueryState(answer.queryKey);
      if (state && state.dataUpdatedAt >= answer.updatedAt) continue;
      client.setQueryData(answer.queryKey, answer.data, { updatedAt: answer.updatedAt });
      // read again as soon as a page uses it, however recent (the network decides, not the copy)
      void client.invalidateQueries({ queryKey: answer.queryKey, exact: true, refetchType: 'none' });
    }
  } catch {
    /* no IndexedDB (a private window may refuse it): nothing kept, nothing to restore */
  }
}

/** A PDF guide as the server sends it: the file's bytes in base64, and its name. */
export interface KeptGuide {
  pdfData: string;
  fileName: string;
}

const guideKey = (orderNumber: string, language: string) =>
  `${readStoredUser()?.id ?? GUEST} ${orderNumber} ${language}`;

/** Keeps an order's PDF guide in this language for offline use, under the current owner. */
export async function keepGuide(orderNumber: string, language: string, guide: KeptGuide): Promise<void> {
  const db = await database();
  const transaction = db.transaction(GUIDES, 'readwrite');
  transaction.objectStore(GUIDES).put(guide, guideKey(orderNumber, language));
  await done(transaction);
}

/** The current owner's kept PDF guide of an order in this language, if any. */
export async function keptGuide(orderNumber: string, language: string): Promise<KeptGuide | null> {
  try {
    const db = await database();
    const request = db
      .transaction(GUIDES, 'readonly')
      .objectStore(GUIDES)
      .get(guideKey(orderNumber, language));
    await done(request);
    return (request.result as KeptGuide | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Deletes everything kept for offline use, for every owner (sign-out, a session ended). */
export async function clearOfflineData(): Promise<void> {
  const db = await opened?.catch(() => null);
  db?.close();
  opened = null;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DATABASE);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
