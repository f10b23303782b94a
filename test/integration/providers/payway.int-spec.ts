import { usePaywayEnv } from './payway-env';
import { browserCases } from './payway-cases-browser';
import { checkoutCases } from './payway-cases-checkout';
import { khqrCases } from './payway-cases-khqr';
import { operationsCases } from './payway-cases-operations';
import { settlementCases } from './payway-cases-settlement';

/*
 * ABA PayWay client against the PayWay half of apps/sandbox over real HTTP. One sandbox for the file;
 * the cases live in payway-cases-*.ts, grouped by API.
 */
usePaywayEnv();
checkoutCases();
khqrCases();
operationsCases();
settlementCases();
browserCases();
