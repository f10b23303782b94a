import { Injectable } from '@nestjs/common';

type Listener = (userId: string) => void;

/**
 * Tells this process's listeners (the /ws gateway) that sessions of a user were revoked, so
 * sockets bound to them are dropped; they reconnect with whatever cookie the browser has now.
 */
@Injectable()
export class SessionRevocations {
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  revoked(userId: string): void {
    for (const listener of this.listeners) {
      try {
        listener(userId);
      } catch {
        /* a push transport problem must not fail a sign-out */
      }
    }
  }
}
