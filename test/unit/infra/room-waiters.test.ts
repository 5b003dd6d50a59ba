import { describe, expect, it } from 'vitest';
import { RoomWaiters } from '../../../src/infra/room-waiters.js';

/** RoomWaiters (decision 0528): a request held until a place frees, bounded, one let through per place. */
describe('RoomWaiters', () => {
  it('answers at once when there is room, and without waiting when the wait is 0', async () => {
    const waiters = new RoomWaiters(4);
    expect(await waiters.until(() => true, 10_000)).toBe(true);
    expect(await waiters.until(() => false, 0)).toBe(false);
    expect(waiters.size).toBe(0);
  });

  it('gives up when no place freed within the wait', async () => {
    const waiters = new RoomWaiters(4);
    const started = Date.now();
    expect(await waiters.until(() => false, 50)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(waiters.size).toBe(0);
  });

  it('lets one waiter through per wake, in the order they came', async () => {
    const waiters = new RoomWaiters(4);
    let places = 0;
    const hasRoom = () => places > 0;
    const order: string[] = [];
    const take = (name: string) =>
      waiters.until(hasRoom, 10_000).then((got) => {
        if (got) places--;
        order.push(name);
        return got;
      });
    const [first, second] = [take('first'), take('second')];
    expect(waiters.size).toBe(2);
    places = 1;
    waiters.wake();
    expect(await first).toBe(true);
    expect(waiters.size).toBe(1);
    places = 1;
    waiters.wake();
    expect(await second).toBe(true);
    expect(order).toEqual(['first', 'second']);
  });

  it('refuses at once past its bound of waiters', async () => {
    const waiters = new RoomWaiters(1);
    const held = waiters.until(() => false, 2000);
    const started = Date.now();
    expect(await waiters.until(() => false, 10_000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    waiters.wake();
    expect(waiters.size).toBe(1);
    expect(await held).toBe(false);
  });
});
