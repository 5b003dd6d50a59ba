import { useCallback, useEffect } from 'preact/hooks';
import { execute } from '../api/graphql';
import { OverviewQuery } from '../api/operations';
import { ApiKeys } from './ApiKeys';
import { BatchJobs } from './BatchJobs';
import { Decode } from './Decode';
import { Overview } from './Overview';
import { useLoad } from './useLoad';
import { Webhooks } from './Webhooks';

export function Dashboard({ onSignOut }: { onSignOut(): void }) {
  const overview = useLoad(useCallback(() => execute(OverviewQuery, { days: 30 }), []));
  const me = overview.data?.me;
  useEffect(() => {
    if (me) performance.mark('dashboard-data');
  }, [me]);
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <h1 class="brand">vin-gateway dashboard</h1>
        <nav aria-label="Sections">
          <a href="#usage">Usage</a>
          <a href="#decode">Decode</a>
          <a href="#jobs">Bulk jobs</a>
          <a href="#keys">API keys</a>
          <a href="#webhooks">Webhooks</a>
        </nav>
        <span class="who">{me ? `${me.email} · ${me.plan.name}` : ''}</span>
        <button type="button" class="secondary" onClick={onSignOut}>
          Log out
        </button>
      </header>
      <main id="main">
        {overview.error && (
          <p class="error" role="alert">
            {overview.error}
          </p>
        )}
        {overview.data && <Overview data={overview.data} />}
        <Decode onDecoded={overview.reload} />
        <BatchJobs />
        <ApiKeys />
        {me && <Webhooks allowed={me.plan.webhooksAllowed} />}
      </main>
    </>
  );
}
