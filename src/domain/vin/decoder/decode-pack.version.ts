/**
 * What a decode pack must have been built by to be read: its format and, by hash, the sources
 * that shape a compiled schema (listed in test/unit/decoder/decode-pack-version.test.ts, which
 * fails when this hash is stale). Editing how schemas are read or compiled therefore retires
 * every pack built before the edit: it is rebuilt, never read.
 */
export const DECODE_PACK_SOURCES_SHA256 = '1e0ff2d28d67464d2d3c3c48cc110b81a72953494d5d95ed8cadc6c6c946f42e';

export const DECODE_PACK_VERSION = `1:${DECODE_PACK_SOURCES_SHA256}`;
