import type { ChargeGate } from './charge-gate.js';
import type { GatewayMetrics } from '../../infra/metrics/gateway-metrics.js';

/** Counts what every charge was granted and refused; the gate itself is untouched. */
export function instrumentChargeGate(gate: ChargeGate, metrics: GatewayMetrics): ChargeGate {
  return {
    async submit(request) {
      const result = await gate.submit(request);
      if (result.granted > 0) metrics.quotaChargedUnits.inc({ kind: 'quota' }, result.granted);
      if (result.grantedOverage > 0) metrics.quotaChargedUnits.inc({ kind: 'overage' }, result.grantedOverage);
      const refused = request.units - result.granted - result.grantedOverage;
      if (refused > 0) {
        metrics.quotaRefusals.inc();
        metrics.quotaRefusedUnits.inc(refused);
      }
      return result;
    },
    async refund(refund) {
      await gate.refund(refund);
      if (refund.units > 0) metrics.quotaRefundedUnits.inc({ kind: 'quota' }, refund.units);
      if (refund.overageUnits > 0) metrics.quotaRefundedUnits.inc({ kind: 'overage' }, refund.overageUnits);
    },
    unsettled: (accountId, day) => gate.unsettled(accountId, day),
    close: () => gate.close(),
  };
}
