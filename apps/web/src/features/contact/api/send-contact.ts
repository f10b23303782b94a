import { useMutation } from '@tanstack/react-query';
import type { ContactReply, ContactRequest } from '@app/contracts';
import { api } from '../../../lib/api-client';

export const sendContact = (body: ContactRequest) =>
  api<ContactReply>('/api/contact', { method: 'POST', body });

/** POST /api/contact; never retried (a retry could send the message twice). */
export const useSendContact = () => useMutation({ mutationFn: sendContact, retry: false });
