/**
 * What a decode pack must have been built by to be read: its format and, by hash, the sources
 * that shape a compiled schema (listed in test/unit/decoder/decode-pack-version.test.ts, which
 * fails when this hash is stale). Editing how schemas are read or compiled therefore retires
 * every pack built before the edit: it is rebuilt, never read.
 */
export const DECODE_PACK_SOURCES_SHA256 = 'e94bf941e5f45a6841874cdf6c793a56215931f9a498f57919934a8bd84ba552';

export const DECODE_PACK_VERSION = `1:${DECODE_PACK_SOURCES_SHA256}`;
