import type { ChargeRequest, ChargeResult } from '../../data/repos/usage.repo.js';

/** Where every quota charge goes: straight to the database (group commit) or through a lease. */
export interface ChargeGate {
  submit(request: ChargeRequest): Promise<ChargeResult>;
  /** Units granted by this process and not yet billed in the database (leases), for usage reads. */
  unsettled(accountId: string, day: string): number;
  /** Bills what is pending and gives leases back; charges after it go the direct way. */
  close(): Promise<void>;
}
