import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPage, AdminUserView, UserRole } from '@app/contracts';
import type { StaffRole } from '@app/domain';
import { api } from '../../../lib/api-client';

export interface UsersFilter {
  page: number;
  pageSize: number;
  search: string;
  role: '' | UserRole;
}

export const adminUsersQuery = (filter: UsersFilter) => {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.role) params.set('role', filter.role);
  return queryOptions({
    queryKey: ['admin', 'users', filter],
    queryFn: () => api<AdminPage<AdminUserView>>(`/api/admin/users?${params}`),
    placeholderData: keepPreviousData,
  });
};

export const useAdminUsers = (filter: UsersFilter) => useQuery(adminUsersQuery(filter));

export interface NewUserBody {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  role: UserRole;
  /** Staff (role admin) with this role: owners only. */
  staffRole?: StaffRole;
}

export type UserPatch = Partial<Omit<NewUserBody, 'password'> & { isVerified: boolean; disabled: boolean }>;

function useUsersMutation<V>(fn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useCreateUser = () =>
  useUsersMutation((body: NewUserBody) => api<AdminUserView>('/api/admin/users', { method: 'POST', body }));

export const useUpdateUser = () =>
  useUsersMutation(({ id, patch }: { id: string; patch: UserPatch }) =>
    api<AdminUserView>(`/api/admin/users/${id}`, { method: 'PATCH', body: patch }),
  );

export const useDeleteUser = () =>
  useUsersMutation((id: string) => api(`/api/admin/users/${id}`, { method: 'DELETE' }));
