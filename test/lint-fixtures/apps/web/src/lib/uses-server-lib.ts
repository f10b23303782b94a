import { AppConfig } from '@app/core';

export const config = AppConfig;
