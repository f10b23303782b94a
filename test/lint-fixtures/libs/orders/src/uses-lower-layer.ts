import { formatUsd } from '@app/domain';

export const format = formatUsd;
