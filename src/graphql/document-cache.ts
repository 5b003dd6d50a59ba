import { createHash } from 'node:crypto';
import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { MAX_DOCUMENT_LENGTH, MAX_DOCUMENT_TOKENS } from './limits.js';

/**
 * Values derived from GraphQL documents (parsed, compiled), kept for reuse. Keyed by documentKey,
 * and bounded by an estimate of the memory the values and keys hold rather than by their number: a
 * cache bounded by count alone lets any caller fill it with a few hundred of the largest documents
 * the server accepts.
 */
export class DocumentCache<T extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, T>;

  /** `bytesOf` estimates, from above, the memory a value holds. */
  constructor(
    readonly maxBytes: number,
    private readonly bytesOf: (value: T) => number,
  ) {
    this.entries = new LRUCache<string, T>({ maxSize: maxBytes });
  }

  get(text: string): T | undefined {
    return this.entries.get(documentKey(text));
  }

  set(text: string, value: T): void {
    const key = documentKey(text);
    const size = this.bytesOf(value) + 2 * key.length;
    if (size > this.maxBytes) return;
    this.entries.set(key, value, { size });
  }

  /** Estimated bytes held. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Measured on graphql-js 16: at most ~520 bytes a token, node and location included. */
const BYTES_PER_TOKEN = 600;

/** Documents up to this length are their own key. */
const TEXT_KEY_MAX_LENGTH = 2048;

/**
 * The key of a document's text. A short text is its own key: looking it up then costs a string hash
 * and a comparison, where a digest cost a cached GraphQL request a fourteenth of its CPU time. A
 * longer one is keyed by its SHA-256 digest: V8 hashes a string of more than 16,383 characters by
 * its length alone, so such texts as keys would all collide in one bucket, and a digest keeps the key
 * small. A digest key starts with NUL, and so does every text that is digested rather than kept, so
 * no text is ever taken for another's digest.
 */
export function documentKey(text: string): string {
  return text.length <= TEXT_KEY_MAX_LENGTH && text.charCodeAt(0) !== 0
    ? text
    : `\u0000${createHash('sha256').update(text).digest('base64')}`;
}

/**
 * What a parsed document holds, from above. Its tokens decide, not its length: each token keeps a
 * Token object linked to its neighbours (comments too), and most also an AST node with its name
 * and location, 280–520 bytes in all measured on graphql-js 16 whatever the characters. An
 * estimate by length (40 bytes a character) was exceeded 4–7 times by documents of short tokens
 * (`{ me { a:id b:id … } }`, 166 bytes a character), so caches meant to hold 32 MiB held ~130.
 * The text itself is kept too (the source, and the token values sliced from it).
 */
export function documentBytes(document: DocumentNode): number {
  const loc = document.loc;
  // Parsed without locations (never so here): assume the largest document the limits allow.
  if (!loc) return 4096 + 2 * MAX_DOCUMENT_LENGTH + BYTES_PER_TOKEN * MAX_DOCUMENT_TOKENS;
  let tokens = 0;
  for (let token: typeof loc.startToken | null = loc.startToken; token !== null; token = token.next) tokens++;
  return 4096 + 2 * loc.source.body.length + BYTES_PER_TOKEN * tokens;
}
