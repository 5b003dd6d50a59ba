import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../context.js';
import type { BilledSummary, BilledUnit, ResponsePath } from '../domain/quota/billing-tab.js';

type InfoPath = GraphQLResolveInfo['path'];

/** A resolver's path as keys from the answer's root (aliases included, as the answer has them). */
function responsePath(path: InfoPath | undefined): ResponsePath {
  const keys: Array<string | number> = [];
  for (let step = path; step; step = step.prev) keys.push(step.key);
  return keys.reverse();
}

/**
 * Says where the vehicle of a billed decode is answered: the decode stays billed only if a vehicle
 * of it is still there when the answer is final (decision 0044).
 */
export function placeVehicle(billedAs: BilledUnit | undefined, info: GraphQLResolveInfo): void {
  billedAs?.entry.place(billedAs.unit, responsePath(info.path));
}

/** What GraphQL answers carry in `extensions.billing` when a billed field ran. */
export interface BillingExtension {
  billing: Pick<BilledSummary, 'units' | 'overageUnits'>;
}

/**
 * Settles the request's tab against what the caller receives (`data`, or null when nothing is
 * delivered) and says what was billed: `X-Quota-Overage` names the units billed past the quota,
 * and GraphQL answers carry the same in `extensions.billing`. Undefined when nothing billed ran.
 */
export async function settleBilling(ctx: RequestContext, data: unknown): Promise<BillingExtension | undefined> {
  if (!ctx.billing.isOpen) return undefined;
  const billed = await ctx.billing.settle(ctx.charges, data, (error, receipt) =>
    ctx.logger.error(
      { err: error, accountId: receipt.accountId, day: receipt.day },
      'taking back the units of an undelivered decode failed; they stay billed',
    ),
  );
  if (billed.overageUnits > 0) ctx.responseHeaders.set('x-quota-overage', String(billed.overageUnits));
  // X-Quota-Remaining was set when the units were charged: units taken back are free again.
  const header = (name: string) => ctx.responseHeaders.entries.find(([key]) => key === name)?.[1];
  const remaining = header('x-quota-remaining');
  if (remaining !== undefined && billed.quotaUnitsTakenBack > 0) {
    const limit = Number(header('x-quota-limit') ?? Infinity);
    ctx.responseHeaders.set('x-quota-remaining', String(Math.min(limit, Number(remaining) + billed.quotaUnitsTakenBack)));
  }
  return { billing: { units: billed.units, overageUnits: billed.overageUnits } };
}
