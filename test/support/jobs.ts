import type { Job, Queue } from 'bullmq';
import { until } from './wait';

/**
 * The job once it has finished (completed or failed for good), read in one go: its state, return
 * value and failure come from the same read. (A job read while active and asked `isCompleted()`
 * later can say yes with the return value of the earlier read: none.)
 */
export function finishedJob(queue: Queue, jobId: string, what: string, timeoutMs?: number): Promise<Job> {
  return until(
    async () => {
      const job = await queue.getJob(jobId);
      return job?.finishedOn !== undefined ? job : undefined;
    },
    what,
    timeoutMs,
  );
}
