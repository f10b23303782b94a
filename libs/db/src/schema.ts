import { OutboxEvent } from '@app/core';
import { ProcessHeartbeat, SystemCheck } from '@app/monitoring';
import { Foundation1764000000000 } from './migrations/1764000000000-foundation';

/** Every entity of the application: the api and the worker load the same list. */
export const ENTITIES = [OutboxEvent, ProcessHeartbeat, SystemCheck];

/** Every migration, in order. The schema changes only through these (never synchronize). */
export const MIGRATIONS = [Foundation1764000000000];
