/**
 * What a decode pack must have been built by to be read: its format and, by hash, the sources
 * that shape a compiled schema (listed in test/unit/decoder/decode-pack-version.test.ts, which
 * fails when this hash is stale). Editing how schemas are read or compiled therefore retires
 * every pack built before the edit: it is rebuilt, never read.
 */
export const DECODE_PACK_SOURCES_SHA256 = 'b7f79f66434760ede4c6730858aef6db94785ea8a014fde744492204afaad5a0';

export const DECODE_PACK_VERSION = `1:${DECODE_PACK_SOURCES_SHA256}`;
