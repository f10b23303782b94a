import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessageView, AdminContactReplyView, AdminPage } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** New messages appear while the inbox is open. */
const REFETCH_MS = 15_000;
export const CONTACT_PAGE_SIZE = 15;

export const adminContactMessagesQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'contact-messages', page],
    queryFn: () =>
      api<AdminPage<AdminContactMessageView>>(
        `/api/admin/contact-messages?page=${page}&pageSize=${CONTACT_PAGE_SIZE}`,
      ),
    refetchInterval: REFETCH_MS,
    placeholderData: keepPreviousData,
  });

export const useAdminContactMessages = (page: number) => useQuery(adminContactMessagesQuery(page));

export const useReplyToContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      api<AdminContactReplyView>(`/api/admin/contact-messages/${id}/replies`, {
        method: 'POST',
        body: { message },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contact-messages'] }),
  });
};
