import type { DashboardOverviewQuery } from '../gql/graphql';
import { count, utc } from '../format';
import { UsageChart } from './UsageChart';

export function Overview({ data }: { data: DashboardOverviewQuery }) {
  const { me, usage, usageHistory } = data;
  const share = usage.dailyQuota > 0 ? Math.min(1, usage.usedToday / usage.dailyQuota) : 0;
  return (
    <section id="usage" aria-labelledby="usage-title">
      <h2 id="usage-title">Plan and usage</h2>
      <dl class="facts">
        <div>
          <dt>Plan</dt>
          <dd data-testid="plan">{me.plan.name}</dd>
        </div>
        <div>
          <dt>Used today</dt>
          <dd data-testid="used-today">
            {count(usage.usedToday)} of {count(usage.dailyQuota)}
          </dd>
        </div>
        <div>
          <dt>Remaining today</dt>
          <dd>{count(usage.remainingToday)}</dd>
        </div>
        <div>
          <dt>Overage</dt>
          <dd>{usage.overageEnabled ? `on · ${count(usage.overageToday)} today` : me.plan.overageAllowed ? 'off' : 'not in this plan'}</dd>
        </div>
        <div>
          <dt>Quota resets</dt>
          <dd>{utc(usage.periodEndsAt)}</dd>
        </div>
      </dl>
      <meter class="quota" min={0} max={1} low={0.8} high={0.95} optimum={0} value={share} aria-label="Share of today's quota used">
        {Math.round(share * 100)} %
      </meter>
      <UsageChart days={usageHistory} />
    </section>
  );
}
