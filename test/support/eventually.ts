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
