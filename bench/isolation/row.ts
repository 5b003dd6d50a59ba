/**
 * One row of `bench:isolation`: an attack by some accounts, measured against another account's plain
 * `POST /api/v1/decode` on the same deployment, quiet and under the attack, in one run. Each row lives
 * in a file of its own beside this one (`<name>.row.ts`, exporting `row`); `bench/isolation.bench.ts`
 * runs every row in turn and prints the table.
 */
export interface IsolationFigures {
  /** The victim's typed decode with nothing else running, then while the attack runs (ms). */
  quiet: { p50: number; p99: number };
  during: { p50: number; p99: number };
  /** The server's (or, with several processes, the largest one's) resident set at its peak (MB). */
  rssPeakMb: number;
  /** Whatever else the row's target names: the flood's statuses, database growth, CPU after close … */
  notes: string[];
}

export interface IsolationRow {
  /** What the other accounts do, as the table words it. */
  attack: string;
  /** The target, as a sentence ("p50 and p99 ≤ 2×"). */
  target: string;
  measure(): Promise<IsolationFigures>;
}
