import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fromRoot } from '../infra/checkout-root.js';

/**
 * Static bodies compressed at build time (scripts/build.mjs): brotli at its highest quality takes
 * ~17 s of CPU for GraphiQL's 9 MB page, far too long for a request or a start. Each is stored
 * under the hash of the uncompressed body, so a body that changed since the build is simply not
 * found, and is served gzipped at run time as before.
 */
export const PRECOMPRESSED_DIR = fromRoot('dist', 'precompressed');

/** The name a body's compressed forms are stored under; also its ETag's core. */
export function contentHash(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 27);
}

export function readPrecompressed(hash: string): { br: Buffer | undefined; gzip: Buffer | undefined } {
  const read = (extension: string) => {
    try {
      return readFileSync(`${PRECOMPRESSED_DIR}/${hash}.${extension}`);
    } catch {
      return undefined;
    }
  };
  return { br: read('br'), gzip: read('gz') };
}
