/**
 * How long the next recognition pass of a class will likely take, from what passes of that class
 * took on this very image (the longest, so a deadline is rarely overrun), else from a prior
 * measured on this machine's benchmark images.
 */
export type PassClass = 'page' | 'page-more' | 'close' | 'band' | 'band-large';

const PRIOR_MS: Record<PassClass, number> = { page: 250, 'page-more': 450, close: 60, band: 90, 'band-large': 110 };

/** What a class costs relative to another measured on the same image (same region, more pixels). */
const SCALED_FROM: Partial<Record<PassClass, { from: PassClass; factor: number }>> = {
  // 900 pixels wide instead of 640, denoised: about twice the first look.
  'page-more': { from: 'page', factor: 2 },
  // 96 pixels high instead of 72.
  'band-large': { from: 'band', factor: 1.3 },
};

export class PassCosts {
  private readonly longest = new Map<PassClass, number>();

  record(kind: PassClass, ms: number): void {
    this.longest.set(kind, Math.max(ms, this.longest.get(kind) ?? 0));
  }

  estimate(kind: PassClass): number {
    const seen = this.longest.get(kind);
    if (seen !== undefined) return seen;
    const scaled = SCALED_FROM[kind];
    const base = scaled && this.longest.get(scaled.from);
    return base !== undefined && scaled ? base * scaled.factor : PRIOR_MS[kind];
  }
}
