/**
 * Waits for `work` at most `ms`, then calls `onLate` and returns: a shutdown must not hang on a
 * query whose database has already gone (an embedded one closed first never settles it).
 */
export async function settleWithin(work: Promise<unknown>, ms: number, onLate: () => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      onLate();
      resolve();
    }, ms);
  });
  await Promise.race([work.then(() => undefined), deadline]);
  clearTimeout(timer);
}
