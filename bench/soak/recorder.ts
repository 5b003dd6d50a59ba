/** Latencies and statuses of every request, by kind. */
export class Recorder {
  private readonly latencies = new Map<string, number[]>();
  private readonly errorsByKind = new Map<string, number>();
  private readonly errorStatuses = new Map<string, number>();
  total = 0;
  errors = 0;
  networkErrors = 0;

  /** status 0: no answer (connection error). Anything but 2xx is an error: the soak sends only requests that should succeed. */
  record(kind: string, ms: number, status: number): void {
    let list = this.latencies.get(kind);
    if (!list) this.latencies.set(kind, (list = []));
    list.push(ms);
    this.total++;
    if (status < 200 || status >= 300) {
      this.errors++;
      this.errorsByKind.set(kind, (this.errorsByKind.get(kind) ?? 0) + 1);
      const key = `${kind} ${status}`;
      this.errorStatuses.set(key, (this.errorStatuses.get(key) ?? 0) + 1);
    }
  }

  rows(): Array<{ kind: string; count: number; p50: number; p99: number; errors: number }> {
    return [...this.latencies.entries()]
      .sort((a, b) => b[1].length - a[1].length)
      .map(([kind, list]) => ({
        kind,
        count: list.length,
        p50: percentile(list, 50),
        p99: percentile(list, 99),
        errors: this.errorsByKind.get(kind) ?? 0,
      }));
  }

  allLatencies(): number[] {
    return [...this.latencies.values()].flat();
  }

  statusesOfErrors(): Record<string, number> {
    return Object.fromEntries(this.errorStatuses);
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
