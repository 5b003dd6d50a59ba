/**
 * One stream's view of pushed values, as an async iterator. It holds only the latest value not yet
 * taken (a progress stream needs the state now, not every step it missed), and `return()` takes
 * effect at once, even while `next()` waits: unlike an async generator suspended in an `await`,
 * which runs on until its next `yield`, a closed stream leaves its reader the moment it closes.
 */
export class ProgressWatcher<T> implements AsyncIterableIterator<T> {
  private pending: T | undefined;
  private hasPending = false;
  private finished = false;
  private failure: { error: unknown } | undefined;
  private waiting: { resolve: (result: IteratorResult<T>) => void; reject: (error: unknown) => void } | undefined;

  constructor(private readonly onClose: () => void) {}

  push(value: T): void {
    if (this.finished) return;
    if (this.waiting) {
      const { resolve } = this.waiting;
      this.waiting = undefined;
      resolve({ value, done: false });
      return;
    }
    this.pending = value;
    this.hasPending = true;
  }

  /** No more values: the stream ends after the one still pending, if any. */
  end(): void {
    this.finish();
  }

  fail(error: unknown): void {
    this.failure = { error };
    this.finish();
  }

  next(): Promise<IteratorResult<T>> {
    if (this.hasPending) {
      const value = this.pending as T;
      this.pending = undefined;
      this.hasPending = false;
      return Promise.resolve({ value, done: false });
    }
    if (this.failure) {
      const { error } = this.failure;
      this.failure = undefined;
      return Promise.reject(asError(error));
    }
    if (this.finished) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  return(): Promise<IteratorResult<T>> {
    this.pending = undefined;
    this.hasPending = false;
    this.failure = undefined;
    this.finish();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error?: unknown): Promise<IteratorResult<T>> {
    void this.return();
    return Promise.reject(asError(error));
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.onClose();
    const waiting = this.waiting;
    this.waiting = undefined;
    if (!waiting) return;
    // Someone waiting means no value was pending: the stream fails or ends now.
    if (this.failure) {
      waiting.reject(asError(this.failure.error));
      this.failure = undefined;
    } else {
      waiting.resolve({ value: undefined, done: true });
    }
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
