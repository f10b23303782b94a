import { useMutation } from '@tanstack/react-query';
import type { GeneratePopupFormRequest, PaymentFormResponse } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { getSessionId } from '../../../lib/session';

/** POST /api/payway/generate-popup-form: the signed form of an order we placed (or a renewal). */
export const useGeneratePopupForm = () =>
  useMutation({
    mutationFn: (body: GeneratePopupFormRequest) =>
      api<PaymentFormResponse>('/api/payway/generate-popup-form', {
        method: 'POST',
        body: { ...body, sessionId: getSessionId() },
      }),
  });
