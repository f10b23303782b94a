import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountMessageResponse, AuthUserResponse, UserView } from '@app/contracts';
import { normalisePhone } from '@app/domain';
import { api } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

export interface SignUpInput {
  fullName: string;
  phone: string;
  email: string;
  password: string;
}

export const signUp = (input: SignUpInput) =>
  api<AccountMessageResponse & { user: UserView }>('/api/auth/signup-phone', {
    method: 'POST',
    body: {
      ...input,
      fullName: input.fullName.trim(),
      email: input.email.trim(),
      phone: normalisePhone(input.phone),
    },
  });

export const signIn = (input: { phone: string; password: string }) =>
  api<AuthUserResponse>('/api/auth/signin-phone', {
    method: 'POST',
    body: { phone: normalisePhone(input.phone), password: input.password },
  });

export const adminSignIn = (input: { identifier: string; password: string }) =>
  api<AuthUserResponse>('/api/auth/admin-signin', { method: 'POST', body: input });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { fullName: string; phone: string; email: string; currentPassword?: string }) =>
      api<AuthUserResponse>('/api/auth/update-profile', {
        method: 'POST',
        body: {
          fullName: input.fullName.trim(),
          phone: normalisePhone(input.phone),
          email: input.email.trim(),
          ...(input.currentPassword ? { currentPassword: input.currentPassword } : {}),
        },
      }),
    onSuccess: (reply) =>
      queryClient.setQueryData(currentUserQuery().queryKey, { success: true, user: reply.user }),
  });
};

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: { current: string; new: string; confirm: string }) =>
      api<AccountMessageResponse>('/api/auth/change-password', { method: 'POST', body: input }),
  });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (id: string) => api<AccountMessageResponse>(`/api/users/${id}`, { method: 'DELETE' }),
  });

export interface MfaEnrolment {
  secret: string;
  otpauthUri: string;
  qrDataUrl: string;
}

/** Admin two-step verification (the session waits after the password). */
export const mfaEnrol = () => api<MfaEnrolment>('/api/auth/mfa/enrol', { method: 'POST', body: {} });
export const mfaConfirm = (code: string) =>
  api<{ recoveryCodes: string[] }>('/api/auth/mfa/confirm', { method: 'POST', body: { code } });
export const mfaVerify = (code: string) =>
  api<{ success: true }>('/api/auth/mfa/verify', { method: 'POST', body: { code } });

/** Forgot password: a code by email, then a new password with it. */
export const forgotPassword = (email: string) =>
  api<AccountMessageResponse>('/api/auth/forgot-password', { method: 'POST', body: { email: email.trim() } });
export const resetPassword = (input: { email: string; code: string; password: string; confirm: string }) =>
  api<AccountMessageResponse>('/api/auth/reset-password', { method: 'POST', body: input });
