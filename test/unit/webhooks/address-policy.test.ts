import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from '../../../src/domain/webhooks/webhook-input.js';
import { nextAttemptAt, RETRY_DELAYS_MS } from '../../../src/domain/webhooks/retry-schedule.js';
import { classifyAddress, isAllowedAddress } from '../../../src/infra/webhooks/address-policy.js';
import { resolveWebhookTarget } from '../../../src/infra/webhooks/resolve-target.js';

describe('webhook address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['::ffff:10.1.2.3', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['224.0.0.251', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['192.0.2.10', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['64:ff9b::a00:1', 'reserved'],
    ['2002:7f00:1::', 'reserved'],
    ['::7f00:1', 'reserved'],
    ['8.8.8.8', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['::ffff:8.8.8.8', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('allows loopback and private ranges only with allowPrivate, never link-local or reserved', () => {
    expect(isAllowedAddress('127.0.0.1', false)).toBe(false);
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('169.254.169.254', true)).toBe(false);
    expect(isAllowedAddress('100.64.0.1', true)).toBe(false);
    expect(isAllowedAddress('8.8.8.8', false)).toBe(true);
  });

  it('refuses a name any of whose addresses is private, without connecting (DNS answered by a stub)', async () => {
    const lookup = async (host: string) =>
      host === 'mixed.example'
        ? [
            { address: '93.184.216.34', family: 4 },
            { address: '10.0.0.5', family: 4 },
          ]
        : [{ address: '93.184.216.34', family: 4 }];
    await expect(checkWebhookUrl('https://mixed.example/hook', false, lookup)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('10.0.0.5'),
    });
    await expect(checkWebhookUrl('https://public.example/hook', false, lookup)).resolves.toBe('https://public.example/hook');
    await expect(resolveWebhookTarget(new URL('https://public.example/'), false, lookup)).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    const failing = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(checkWebhookUrl('https://nowhere.example/hook', false, failing)).rejects.toMatchObject({
      message: expect.stringContaining('does not resolve'),
    });
  });

  it('normalises decimal, hex and octal IPv4 hosts before checking them', async () => {
    for (const url of ['https://2130706433/', 'https://0x7f000001/', 'https://017700000001/', 'https://127.1/']) {
      await expect(checkWebhookUrl(url, false)).rejects.toMatchObject({
        message: expect.stringContaining('127.0.0.1, a loopback address'),
      });
    }
  });
});

describe('retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h within ±10 % jitter, then gives up', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(RETRY_DELAYS_MS).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 86_400_000]);
    RETRY_DELAYS_MS.forEach((delay, i) => {
      expect(nextAttemptAt(i + 1, at, () => 0)!.getTime() - at.getTime()).toBe(Math.round(delay * 0.9));
      expect(nextAttemptAt(i + 1, at, () => 1)!.getTime() - at.getTime()).toBe(Math.round(delay * 1.1));
    });
    expect(nextAttemptAt(8, at)).toBeUndefined();
  });
});
