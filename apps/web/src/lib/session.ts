/** The browser session id ("sessionId" in local storage): keys the cart and the /ws session room. */
export const SESSION_KEY = 'sessionId';

const newId = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

export function getSessionId(): string {
  let id = localStorage.getItem(SESSION_KEY);
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    id = newId();
    localStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

/** The server may hand out a replacement id (e.g. after a cart merge); the client adopts it. */
export function adoptSessionId(id: string): void {
  if (/^[A-Za-z0-9_-]{8,64}$/.test(id)) localStorage.setItem(SESSION_KEY, id);
}
