export function start(work: () => Promise<void>): void {
  // started on purpose; `work` reports its own failures
  void work();
}
