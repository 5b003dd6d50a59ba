import { describe, expect, it } from 'vitest';
import { clientAddressScope } from '../../../src/http/client-address.js';

describe('the address a client is counted under', () => {
  it('is the /64 network of an IPv6 address, however it is written', () => {
    const scope = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:0db8:0001:0002:0:0:0:7',
      '2001:db8:1:2::ffff:1.2.3.4',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(clientAddressScope(address), address).toBe(scope);
    }
    expect(clientAddressScope('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressScope('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressScope('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('is the IPv4 address itself, also when it arrives mapped into IPv6', () => {
    expect(clientAddressScope('192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressScope('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('keeps anything that is no address as it is', () => {
    expect(clientAddressScope('unknown')).toBe('unknown');
    expect(clientAddressScope('198.51.100.1-4242-7')).toBe('198.51.100.1-4242-7');
  });
});
