import { summary } from '../checkout/summary';

export const total = summary(100);
