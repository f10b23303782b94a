import { CheckoutService } from '@app/payments';

export const service = CheckoutService;
