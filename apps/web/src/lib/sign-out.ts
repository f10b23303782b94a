import type { QueryClient } from '@tanstack/react-query';
import { SIGN_OUT_RELOAD_DELAY_MS } from '@app/domain';
import { api } from './api-client';
import { LANGUAGE_KEY } from './i18n';
import { clearOfflineData } from './offline-store';

/**
 * The spec's sign-out: end the session on the server, clear local and session storage (the
 * language choice stays: it is not account data) and the query cache, go to `to`, reload after
 * 100 ms. What was kept for offline use (lib/offline-store.ts) is deleted too. The browser's own
 * state is cleared even when the server cannot be reached.
 */
export async function signOut(queryClient: QueryClient, to = '/'): Promise<void> {
  try {
    await api('/api/auth/signout', { method: 'POST' });
  } finally {
    const language = localStorage.getItem(LANGUAGE_KEY);
    localStorage.clear();
    sessionStorage.clear();
    if (language) localStorage.setItem(LANGUAGE_KEY, language);
    queryClient.clear();
    await clearOfflineData();
    window.history.replaceState(null, '', to);
    setTimeout(() => window.location.reload(), SIGN_OUT_RELOAD_DELAY_MS);
  }
}
