import type { ChargeRequest, ChargeResult, RefundRequest } from '../../data/repos/usage.repo.js';

/** What a gate granted, and what it needs to know to take the grant back. */
export interface GateGrant extends ChargeResult {
  /**
   * Set when the units were granted from a lease in memory: the settlement round they belong to.
   * While that round has not been sent, taking them back costs no database round trip.
   */
  leaseRound?: number;
}

/** Units to take back, with the round of the lease they were granted from (if any). */
export interface GateRefund extends RefundRequest {
  leaseRound?: number | undefined;
}

/** Where every quota charge goes: straight to the database (group commit) or through a lease. */
export interface ChargeGate {
  submit(request: ChargeRequest): Promise<GateGrant>;
  /**
   * Takes back units this gate granted whose decodes never reached the caller (decision 0044):
   * never billed if they were not billed yet, refunded in the database if they were.
   */
  refund(refund: GateRefund): Promise<void>;
  /** Units granted by this process and not yet billed in the database (leases), for usage reads. */
  unsettled(accountId: string, day: string): number;
  /** Bills what is pending and gives leases back; charges after it go the direct way. */
  close(): Promise<void>;
}
