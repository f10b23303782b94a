import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUserResponse } from '@app/contracts';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

const ended = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A call answered 401 (the session ended: expired, signed out elsewhere, Force Logout All): the
 * panel forgets the user, so RequireAdmin sends the admin to sign-in and back to this page after.
 */
export function useSessionEndedRedirect(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const signedOut = () =>
      queryClient.setQueryData<CurrentUserResponse>(currentUserQuery().queryKey, {
        success: false,
        user: null,
      });
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && ended(event.action.error)) signedOut();
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && ended(event.action.error)) signedOut();
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
}
