/** The browser session id ("sessionId" in local storage): keys the cart and the /ws session room. */
export const SESSION_KEY = 'sessionId';

const VALID = /^[A-Za-z0-9_-]{8,64}$/;

const newId = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

type SessionListener = (sessionId: string) => void;
const listeners = new Set<SessionListener>();
let announced: string | null = null;
let watchingOtherTabs = false;

/** Tells the listeners (the /ws socket) when the id differs from the one they last heard of. */
function announce(id: string): void {
  if (announced === id) return;
  const first = announced === null;
  announced = id;
  if (!first) for (const listener of listeners) listener(id);
}

export function getSessionId(): string {
  let id = localStorage.getItem(SESSION_KEY);
  if (!id || !VALID.test(id)) {
    id = newId();
    localStorage.setItem(SESSION_KEY, id);
  }
  announce(id);
  return id;
}

/** The server may hand out a replacement id (e.g. after a cart merge); the client adopts it. */
export function adoptSessionId(id: string): void {
  if (!VALID.test(id)) return;
  localStorage.setItem(SESSION_KEY, id);
  announce(id);
}

/**
 * Runs `listener` with the new id whenever the session id changes: adopted from the server, made
 * anew, or changed by another tab (the storage event). Returns the unsubscribe function.
 */
export function onSessionIdChange(listener: SessionListener): () => void {
  if (!watchingOtherTabs) {
    watchingOtherTabs = true;
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_KEY || event.key === null) getSessionId();
    });
  }
  getSessionId(); // the id the listener starts from
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
