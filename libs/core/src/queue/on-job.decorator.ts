import { SetMetadata } from '@nestjs/common';
import { JobName } from './jobs';

export const ON_JOB = Symbol('on-job');

/** What a handler returns: `skipped` when the job found nothing to do (already done, stale). */
export type JobStatus = 'done' | 'skipped';

/** Marks a method as the one handler of a job; the worker finds it at boot. */
export const OnJob = (name: JobName): MethodDecorator => SetMetadata(ON_JOB, name);
