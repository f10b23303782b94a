import type { SyncProgressHint } from '@app/contracts';

/**
 * Keeps the loader's live frames in order: a frame older than the newest one seen of the same run
 * (a lower `sequence`) is dropped; a frame of another run starts that run's count.
 */
export class ProgressFrames {
  private runId: string | null = null;
  private sequence = 0;

  /** Whether the frame is newer than every frame seen of its run (and is now the newest). */
  accept(frame: Pick<SyncProgressHint, 'runId' | 'sequence'>): boolean {
    if (frame.runId === this.runId && frame.sequence <= this.sequence) return false;
    this.runId = frame.runId;
    this.sequence = frame.sequence;
    return true;
  }
}
