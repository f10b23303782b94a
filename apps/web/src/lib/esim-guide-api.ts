import { useMutation } from '@tanstack/react-query';
import type { GenerateEsimGuideReply, SendEsimInstructionsReply } from '@app/contracts';
import type { Language } from '@app/i18n';
import { api } from './api-client';
import type { GuideOrder } from './fallback-guide';

/** POST /api/pdf/generate-esim-guide with the spec's body (the server uses its own data). */
export const generateEsimGuide = (order: GuideOrder, language: Language) =>
  api<GenerateEsimGuideReply>('/api/pdf/generate-esim-guide', {
    method: 'POST',
    body: {
      orderNumber: order.orderNumber,
      customerEmail: order.customerEmail,
      customerName: order.customerName,
      esimDetails: order.esim,
      language,
      ...(order.token ? { token: order.token } : {}),
    },
  });

/** POST /api/email/send-esim-instructions (with a guest order's link token). */
export const sendEsimInstructions = ({
  orderNumber,
  token,
}: {
  orderNumber: string;
  token?: string | null;
}) =>
  api<SendEsimInstructionsReply>('/api/email/send-esim-instructions', {
    method: 'POST',
    body: token ? { orderNumber, token } : { orderNumber },
  });

export const useGenerateEsimGuide = () =>
  useMutation({
    mutationFn: ({ order, language }: { order: GuideOrder; language: Language }) =>
      generateEsimGuide(order, language),
  });

export const useSendEsimInstructions = () => useMutation({ mutationFn: sendEsimInstructions, retry: false });
