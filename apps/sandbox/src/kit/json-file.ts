import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One JSON file in the sandbox data dir, written after changes with a short debounce (and flushed on
 * close), read once at start. Without a data dir it does nothing: the state lives in memory only.
 */
export class JsonFile<T> {
  private timer: NodeJS.Timeout | undefined;
  private pending: (() => T) | undefined;
  private readonly path: string | undefined;

  constructor(
    dataDir: string | undefined,
    name: string,
    private readonly debounceMs = 200,
  ) {
    this.path = dataDir ? join(dataDir, name) : undefined;
  }

  load(): T | undefined {
    if (!this.path) return undefined;
    try {
      return JSON.parse(readFileSync(this.path, 'utf8')) as T;
    } catch {
      return undefined;
    }
  }

  scheduleSave(snapshot: () => T): void {
    if (!this.path) return;
    this.pending = snapshot;
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.debounceMs);
    this.timer.unref();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const snapshot = this.pending;
    this.pending = undefined;
    if (!this.path || !snapshot) return;
    mkdirSync(join(this.path, '..'), { recursive: true });
    const tmp = `${this.path}.tmp`;
    writeFileSync(tmp, JSON.stringify(snapshot(), null, 1));
    renameSync(tmp, this.path);
  }
}
