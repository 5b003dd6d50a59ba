/**
 * vPIC stores timestamps as text in two formats: SQL Server's `2015-03-04 10:33:34.057000`
 * (also without fraction) and ISO 8601 `2026-03-12T04:06:32.407Z` (rows added later).
 * Both are UTC-ish wall clock; we read them as UTC so they order consistently.
 */
const SQL_SERVER_FORMAT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?Z?$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch, or undefined for null, empty or unreadable text. */
export function parseCatalogDate(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined) return undefined;
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const full = SQL_SERVER_FORMAT.exec(trimmed);
  if (full) {
    const [, y, mo, d, h, mi, s, frac] = full;
    const ms = frac === undefined ? 0 : Math.floor(Number(`0.${frac}`) * 1000);
    return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  }
  const day = DATE_ONLY.exec(trimmed);
  if (day) return Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const fallback = Date.parse(trimmed);
  return Number.isNaN(fallback) ? undefined : fallback;
}
