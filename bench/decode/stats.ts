/** Summary of per-VIN timings (ms) of one benchmark run. */
export interface RunStats {
  label: string;
  vins: number;
  seconds: number;
  perSecond: number;
  p50Micros: number;
  p99Micros: number;
  peakRssMb: number;
  note?: string;
}

export function percentile(sortedMs: readonly number[], q: number): number {
  if (sortedMs.length === 0) return 0;
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor(q * sortedMs.length))]!;
}

export function summarize(label: string, timingsMs: readonly number[], totalMs: number, peakRssMb: number): RunStats {
  const sorted = [...timingsMs].sort((a, b) => a - b);
  return {
    label,
    vins: timingsMs.length,
    seconds: totalMs / 1000,
    perSecond: timingsMs.length / (totalMs / 1000),
    p50Micros: percentile(sorted, 0.5) * 1000,
    p99Micros: percentile(sorted, 0.99) * 1000,
    peakRssMb,
  };
}

export function peakRssMb(): number {
  return process.resourceUsage().maxRSS / 1024;
}

export function formatTable(rows: readonly RunStats[]): string {
  const head = `${'run'.padEnd(52)} ${'VINs'.padStart(7)} ${'VIN/s'.padStart(10)} ${'p50 µs'.padStart(9)} ${'p99 µs'.padStart(9)} ${'peak RSS MB'.padStart(12)}`;
  const lines = rows.map(
    (r) =>
      `${r.label.padEnd(52)} ${String(r.vins).padStart(7)} ${Math.round(r.perSecond).toLocaleString('en-US').padStart(10)} ${r.p50Micros.toFixed(1).padStart(9)} ${r.p99Micros.toFixed(1).padStart(9)} ${r.peakRssMb.toFixed(0).padStart(12)}`,
  );
  return [head, ...lines].join('\n');
}
