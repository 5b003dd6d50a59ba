/**
 * Where enrichment gets what the catalog lacks: NHTSA's vPIC API in production
 * (src/infra/vpic/vpic-api-client.ts), a replay server in tests. One call decodes up to 50 VINs.
 */
export interface VpicSource {
  /**
   * NHTSA's non-empty DecodeVinValues variables per upper-case VIN, and the vPIC data they
   * reflect. Rejects on any failure (HTTP status, malformed answer, abort).
   */
  decodeBatch(vins: readonly string[], signal: AbortSignal): Promise<{ release: string; records: Map<string, Record<string, string>> }>;
}
