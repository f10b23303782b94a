import { ProgressFrames } from './sync-progress-frames';

describe('ProgressFrames', () => {
  it('drops a frame older than the newest of its run, and starts over for a new run', () => {
    const frames = new ProgressFrames();
    const arrived = [
      { runId: 'a', sequence: 1 },
      { runId: 'a', sequence: 3 },
      { runId: 'a', sequence: 2 },
      { runId: 'a', sequence: 3 },
      { runId: 'a', sequence: 4 },
      { runId: 'b', sequence: 1 },
      { runId: 'b', sequence: 2 },
    ];
    expect(arrived.filter((frame) => frames.accept(frame)).map((f) => `${f.runId}${f.sequence}`)).toEqual([
      'a1',
      'a3',
      'a4',
      'b1',
      'b2',
    ]);
  });
});
