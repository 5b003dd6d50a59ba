import { BlockList, isIP } from 'node:net';

/**
 * Which IP addresses a webhook may be delivered to. Anything but public unicast is refused:
 * a webhook URL is chosen by a customer, so it must never reach the service's own network
 * (SSRF: metadata endpoints, databases, admin ports on loopback or private ranges).
 */
export type AddressKind = 'public' | 'loopback' | 'private' | 'link-local' | 'cgnat' | 'multicast' | 'reserved' | 'unspecified';

const RANGES: Array<[AddressKind, 'ipv4' | 'ipv6', string, number]> = [
  ['unspecified', 'ipv4', '0.0.0.0', 8],
  ['private', 'ipv4', '10.0.0.0', 8],
  ['cgnat', 'ipv4', '100.64.0.0', 10],
  ['loopback', 'ipv4', '127.0.0.0', 8],
  ['link-local', 'ipv4', '169.254.0.0', 16],
  ['private', 'ipv4', '172.16.0.0', 12],
  ['reserved', 'ipv4', '192.0.0.0', 24],
  ['reserved', 'ipv4', '192.0.2.0', 24],
  ['reserved', 'ipv4', '192.88.99.0', 24],
  ['private', 'ipv4', '192.168.0.0', 16],
  ['reserved', 'ipv4', '198.18.0.0', 15],
  ['reserved', 'ipv4', '198.51.100.0', 24],
  ['reserved', 'ipv4', '203.0.113.0', 24],
  ['multicast', 'ipv4', '224.0.0.0', 4],
  ['reserved', 'ipv4', '240.0.0.0', 4],
  ['unspecified', 'ipv6', '::', 128],
  ['loopback', 'ipv6', '::1', 128],
  ['reserved', 'ipv6', '64:ff9b::', 96],
  ['reserved', 'ipv6', '64:ff9b:1::', 48],
  ['reserved', 'ipv6', '100::', 64],
  ['reserved', 'ipv6', '2001::', 23],
  ['reserved', 'ipv6', '2001:db8::', 32],
  ['reserved', 'ipv6', '2002::', 16],
  ['private', 'ipv6', 'fc00::', 7],
  ['link-local', 'ipv6', 'fe80::', 10],
  ['reserved', 'ipv6', 'fec0::', 10],
  ['multicast', 'ipv6', 'ff00::', 8],
];

const lists = new Map<AddressKind, BlockList>();
for (const [kind, family, network, prefix] of RANGES) {
  const list = lists.get(kind) ?? new BlockList();
  list.addSubnet(network, prefix, family);
  lists.set(kind, list);
}
// Global unicast IPv6 is 2000::/3; everything else in IPv6 is not a delivery target.
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');

/** The embedded IPv4 address of ::ffff:a.b.c.d (also written ::ffff:7f00:1), otherwise undefined. */
function mappedIPv4(address: string): string | undefined {
  const match = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!match) return undefined;
  const tail = match[1]!;
  if (isIP(tail) === 4) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Classifies an IP address literal (v4 or v6, no brackets); throws for anything else. */
export function classifyAddress(address: string): AddressKind {
  const family = isIP(address);
  if (family === 0) throw new Error(`not an IP address: ${address}`);
  if (family === 6) {
    const v4 = mappedIPv4(address);
    if (v4) return classifyAddress(v4);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const [kind, list] of lists) if (list.check(address, type)) return kind;
  if (type === 'ipv6' && !globalUnicastV6.check(address, 'ipv6')) return 'reserved';
  return 'public';
}

/**
 * Whether a delivery may connect to the address. `allowPrivate` (tests and local development)
 * admits loopback and private ranges, never link-local (cloud metadata), multicast or reserved.
 */
export function isAllowedAddress(address: string, allowPrivate: boolean): boolean {
  const kind = classifyAddress(address);
  return kind === 'public' || (allowPrivate && (kind === 'loopback' || kind === 'private'));
}
