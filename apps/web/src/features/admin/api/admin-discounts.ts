import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscountCodeInput, DiscountCodeView } from '@app/contracts';
import { api } from '../../../lib/api-client';

const KEY = ['admin', 'discount-codes'];

export const useDiscountCodes = () =>
  useQuery({ queryKey: KEY, queryFn: () => api<DiscountCodeView[]>('/api/admin/discount-codes') });

function useCodesMutation<V>(fn: (variables: V) => Promise<DiscountCodeView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useCreateDiscountCode = () =>
  useCodesMutation((input: DiscountCodeInput) =>
    api<DiscountCodeView>('/api/admin/discount-codes', { method: 'POST', body: input }),
  );

export const useUpdateDiscountCode = () =>
  useCodesMutation(({ id, patch }: { id: string; patch: Partial<DiscountCodeInput> }) =>
    api<DiscountCodeView>(`/api/admin/discount-codes/${id}`, { method: 'PATCH', body: patch }),
  );
