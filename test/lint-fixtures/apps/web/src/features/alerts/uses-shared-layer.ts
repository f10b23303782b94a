import { shared } from '../../lib/shared';

export const name = shared(' Alerts ');
