interface TtyOutput {
  write(chunk: string): unknown;
  columns?: number;
}

/** One self-rewriting line on a terminal: a bar when the total is known, else a running count. */
export class ProgressBar {
  private count = 0;
  private readonly started = Date.now();

  constructor(
    private readonly out: TtyOutput,
    private readonly total?: number,
  ) {}

  advance(n: number): void {
    this.count += n;
    const seconds = (Date.now() - this.started) / 1000;
    const rate = seconds > 0 ? Math.round(this.count / seconds) : 0;
    const counts = `${this.count.toLocaleString('en-US')}${this.total === undefined ? '' : `/${this.total.toLocaleString('en-US')}`} VINs (${rate.toLocaleString('en-US')}/s)`;
    if (this.total === undefined || this.total === 0) {
      this.out.write(`\r${counts}`);
      return;
    }
    const width = Math.max(10, Math.min(40, (this.out.columns ?? 80) - counts.length - 10));
    const filled = Math.round((this.count / this.total) * width);
    const percent = Math.floor((this.count / this.total) * 100);
    this.out.write(`\r[${'#'.repeat(filled).padEnd(width, '.')}] ${String(percent).padStart(3)}% ${counts}`);
  }

  done(): void {
    this.out.write(`\r\u001b[2K${this.count.toLocaleString('en-US')} VINs decoded\n`);
  }
}
