import { second } from './cycle-second';

export const first = (): number => second() + 1;
