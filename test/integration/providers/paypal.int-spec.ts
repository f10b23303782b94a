import { usePaypalEnv } from './paypal-env';
import { orderCases } from './paypal-cases-orders';
import { paymentCases } from './paypal-cases-payments';
import { webhookCases } from './paypal-cases-webhooks';

/*
 * PayPal Orders v2 client against the PayPal half of apps/sandbox over real HTTP. One sandbox for the
 * file; the cases live in paypal-cases-*.ts.
 */
usePaypalEnv();
orderCases();
paymentCases();
webhookCases();
