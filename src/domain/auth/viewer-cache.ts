import { LRUCache } from 'lru-cache';
import type { Viewer } from './viewer.js';

/**
 * Resolved callers for a short while, so a busy API key costs no database read per request.
 * Changes made through this process (revoking a key, suspending an account, a new plan) drop the
 * affected entries at once; other processes see them when the entry expires (ttlMs).
 */
export class ViewerCache {
  private readonly entries: LRUCache<string, Viewer> | undefined;
  /** Bumped by every invalidation: a lookup that started before one must not cache what it read. */
  private generation = 0;

  constructor(ttlMs: number, max = 10_000) {
    this.entries = ttlMs > 0 ? new LRUCache({ max, ttl: ttlMs }) : undefined;
  }

  get(credentialKey: string): Viewer | undefined {
    return this.entries?.get(credentialKey);
  }

  /** Call before reading the database; pass the result to set(). */
  begin(): number {
    return this.generation;
  }

  set(credentialKey: string, viewer: Viewer, startedAt: number): void {
    if (startedAt === this.generation) this.entries?.set(credentialKey, viewer);
  }

  invalidateAccount(accountId: string): void {
    this.generation += 1;
    if (!this.entries) return;
    for (const [key, viewer] of this.entries.entries()) if (viewer.accountId === accountId) this.entries.delete(key);
  }
}
