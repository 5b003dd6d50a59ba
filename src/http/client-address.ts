import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a client is counted under by the limits per address (public fields, logins, unknown
 * API keys). An IPv6 client is its /64 network: one host is routinely given a whole /64 (SLAAC,
 * privacy addresses) and can send each request from another of its 2^64 addresses, which made every
 * allowance per address unlimited for it. An IPv4-mapped address (::ffff:192.0.2.1) counts as the
 * IPv4 address it is. Anything else (no address, a test's label) is kept as it is.
 */
export function clientAddressScope(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const bare = address.split('%', 1)[0]!;
  if (!isIPv6(bare)) return address;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const groupsOf = (part: string | undefined) => (part ? part.split(':').flatMap(expandIPv4) : []);
  const front = groupsOf(head);
  const back = groupsOf(tail);
  const groups = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return groups.map((group) => parseInt(group, 16).toString(16));
}

/** A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups. */
function expandIPv4(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
