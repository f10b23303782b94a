import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUserResponse, UserView } from '@app/contracts';
import { useEffect } from 'react';
import { api } from './api-client';
import { clearOfflineData } from './offline-store';
import { readStoredUser, storeUser } from './stored-user';

export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['auth', 'user'],
    queryFn: () => api<CurrentUserResponse>('/api/auth/user'),
    staleTime: 30_000,
  });

/**
 * Who the server says is signed in (GET /api/auth/user). `user` is null for visitors; while the
 * first answer is on its way `isLoading` is true. The stored user (derleng_user) follows it, for
 * display and for whose saved eSIMs to show offline (lib/offline-store.ts).
 */
export function useCurrentUser(): {
  user: UserView | null;
  isLoading: boolean;
  isError: boolean;
  /** Whether any answer is known (none yet offline: the question waits for the network). */
  answered: boolean;
} {
  const query = useQuery(currentUserQuery());
  const user = query.data?.user ?? null;
  useEffect(() => {
    if (!query.data) return;
    const stored = readStoredUser();
    if (!user && stored) {
      // the session has ended (here or elsewhere): its eSIMs leave the device as at sign-out
      storeUser(null);
      void clearOfflineData();
    }
    if (
      user &&
      JSON.stringify(stored) !==
        JSON.stringify({
          id: user.id,
          email: user.email,
          fullName: user.fullName,
          phone: user.phone,
          role: user.role,
        })
    )
      storeUser(user);
  }, [query.data, user]);
  return { user, isLoading: query.isLoading, isError: query.isError, answered: query.data !== undefined };
}
