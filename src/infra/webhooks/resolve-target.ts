import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { classifyAddress, isAllowedAddress } from './address-policy.js';

export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

/** A target refused before any connection was made; `reason` is safe to show the customer. */
export class TargetRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'TargetRefusedError';
  }
}

export type HostLookup = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const systemLookup: HostLookup = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Resolves a webhook URL's host and checks every address it resolves to. The caller connects to
 * the returned address itself, so a DNS answer that changes between the check and the connection
 * (DNS rebinding) cannot smuggle a private address in. The WHATWG URL parser has already turned
 * decimal, hex and octal IPv4 forms (http://2130706433, 0x7f000001) into dotted quads.
 */
export async function resolveWebhookTarget(
  url: URL,
  allowPrivate: boolean,
  hostLookup: HostLookup = systemLookup,
): Promise<ResolvedTarget> {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const literal = isIP(host);
  let candidates: Array<{ address: string; family: number }>;
  if (literal !== 0) {
    candidates = [{ address: host, family: literal }];
  } else {
    try {
      candidates = await hostLookup(host);
    } catch {
      throw new TargetRefusedError(`the host ${host} does not resolve`);
    }
    if (candidates.length === 0) throw new TargetRefusedError(`the host ${host} does not resolve`);
  }
  for (const { address } of candidates) {
    if (!isAllowedAddress(address, allowPrivate)) {
      throw new TargetRefusedError(
        `${literal ? 'the address' : `the host ${host} resolves to`} ${address}, a ${classifyAddress(address)} address: webhooks are delivered to public addresses only`,
      );
    }
  }
  const chosen = candidates[0]!;
  return { address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}
