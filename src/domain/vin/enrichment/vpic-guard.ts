import {
  BulkheadRejectedError,
  bulkhead,
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  handleAll,
  isBrokenCircuitError,
  wrap,
} from 'cockatiel';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { EnrichmentReport } from '../decoder/vehicle.types.js';

export interface VpicGuardOptions {
  timeoutMs: number;
  concurrency: number;
  callsPerMinute: number;
  breakerFailures: number;
  breakerCooldownMs: number;
}

/** Why a guarded call did not happen or failed, as the enrichment report names it. */
export class VpicCallRefused extends Error {
  constructor(
    readonly reason: NonNullable<EnrichmentReport['reason']>,
    options?: { cause?: unknown },
  ) {
    super(`vPIC call ${reason}`, options);
    this.name = 'VpicCallRefused';
  }
}

export type CircuitName = 'closed' | 'open' | 'half-open';

/**
 * Keeps NHTSA's API from ever getting in a decode's way and keeps us courteous to it: a courtesy
 * limit on calls started per minute, a cap on calls in flight (a short queue behind it), a timeout
 * per call, and a circuit breaker that stops calling after consecutive failures and lets one
 * trial call through after a cool-down.
 */
export class VpicGuard {
  private readonly breaker;
  private readonly policy;
  private readonly courtesy: RateLimiterMemory;

  /** When the circuit last opened (ms); the breaker only moves to half-open when a call arrives. */
  private openedAt = 0;

  constructor(private readonly options: VpicGuardOptions) {
    this.breaker = circuitBreaker(handleAll, {
      halfOpenAfter: options.breakerCooldownMs,
      breaker: new ConsecutiveBreaker(options.breakerFailures),
    });
    this.breaker.onBreak(() => (this.openedAt = Date.now()));
    // The bulkhead is outside the breaker: a call turned away for capacity is no failure of NHTSA's.
    this.policy = wrap(bulkhead(options.concurrency, options.concurrency * 4), this.breaker);
    this.courtesy = new RateLimiterMemory({ points: options.callsPerMinute, duration: 60 });
  }

  /** open while cooling down; half-open once the next call would be the trial. */
  get circuit(): CircuitName {
    const state = this.breaker.state;
    if (state === CircuitState.Closed) return 'closed';
    if (state === CircuitState.HalfOpen || Date.now() - this.openedAt >= this.options.breakerCooldownMs) return 'half-open';
    return 'open';
  }

  /** Runs one call under every guard; rejects with VpicCallRefused naming the reason. */
  async call<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.circuit === 'open') throw new VpicCallRefused('circuit-open');
    try {
      await this.courtesy.consume('vpic');
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new VpicCallRefused('rate-limited');
      throw error;
    }
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    try {
      return await this.policy.execute(({ signal }) => work(signal), timeout);
    } catch (error) {
      if (isBrokenCircuitError(error)) throw new VpicCallRefused('circuit-open', { cause: error });
      if (error instanceof BulkheadRejectedError) throw new VpicCallRefused('busy', { cause: error });
      if (timeout.aborted) throw new VpicCallRefused('timeout', { cause: error });
      throw new VpicCallRefused('failed', { cause: error });
    }
  }
}
