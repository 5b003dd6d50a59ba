import { hash, randomInt } from 'node:crypto';

/**
 * API keys: `vin_live_` + 32 random base62 characters + a 4-character checksum. The checksum lets us
 * refuse a mistyped or made-up key before touching the database; only a SHA-256 of the key is stored.
 */
export const API_KEY_PREFIX = 'vin_live_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 4;
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

function checksum(body: string): string {
  // One-shot hashing: this runs on every request with an API key.
  const digest = hash('sha256', body, 'buffer');
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i++) out += BASE62[digest[i]! % 62];
  return out;
}

export interface GeneratedApiKey {
  key: string;
  hash: string;
  /** Shown in listings: the fixed prefix and the first random characters. */
  displayPrefix: string;
  last4: string;
}

export function generateApiKey(): GeneratedApiKey {
  let body = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) body += BASE62[randomInt(62)];
  const key = `${API_KEY_PREFIX}${body}${checksum(body)}`;
  return { key, hash: hashApiKey(key), displayPrefix: key.slice(0, API_KEY_PREFIX.length + 4), last4: key.slice(-4) };
}

/** True when the key has the right shape and checksum (says nothing about whether it exists). */
export function isWellFormedApiKey(key: string): boolean {
  if (!KEY_PATTERN.test(key)) return false;
  const body = key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + RANDOM_LENGTH);
  return key.endsWith(checksum(body));
}

export function hashApiKey(key: string): string {
  return hash('sha256', key, 'hex');
}
