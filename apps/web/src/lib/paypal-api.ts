import { useMutation } from '@tanstack/react-query';
import type {
  PaypalCaptureOrderRequest,
  PaypalCaptureOrderResponse,
  PaypalCreateOrderRequest,
  PaypalCreateOrderResponse,
} from '@app/contracts';
import { api } from './api-client';

/** POST /api/paypal/create-order: PayPal's order for our order, and where the buyer approves it. */
export const useCreatePaypalOrder = () =>
  useMutation({
    mutationFn: (body: PaypalCreateOrderRequest) =>
      api<PaypalCreateOrderResponse>('/api/paypal/create-order', { method: 'POST', body }),
  });

/** POST /api/paypal/capture-order: our server captures and verifies with PayPal before confirming. */
export const useCapturePaypalOrder = () =>
  useMutation({
    mutationFn: (body: PaypalCaptureOrderRequest) =>
      api<PaypalCaptureOrderResponse>('/api/paypal/capture-order', { method: 'POST', body }),
  });
