import { summary } from '../features/checkout/summary';

export const label = summary(200);
