import type { AppLogger } from '@app/core';

/** A request never waits on the queue for longer than this: the queueing is only a hint. */
export const ENQUEUE_HINT_TIMEOUT_MS = 2000;

/** Runs the enqueue work; true when it finished in time, false when it failed or took too long. */
export async function enqueueHint(work: Promise<unknown>, logger: AppLogger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ENQUEUE_HINT_TIMEOUT_MS);
  });
  const done = work.then(
    () => true,
    (error: unknown) => {
      logger.warn({ err: error }, 'could not queue an eSIM sync');
      return false;
    },
  );
  const result = await Promise.race([done, timeout]);
  clearTimeout(timer);
  return result;
}
