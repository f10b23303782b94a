export function start(work: () => Promise<void>): void {
  work();
}
