/**
 * Waits until `check` returns something truthy and returns it: polls every 25 ms, bounded by
 * `timeoutMs`. Tests wait for a state this way rather than sleeping for a guessed while, which is
 * either too short on a loaded machine or wasted on an idle one.
 */
export async function eventually<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Reads a value until `check` holds for it and returns it, or fails after `ms` naming the last
 * value read (what a job or account looked like when the wait gave up says why).
 */
export async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
