import { useEffect, useState } from 'preact/hooks';
import { logOut, maySignInByCookie, renew } from '../api/session';
import { Dashboard } from './Dashboard';
import { Login } from './Login';

type Phase = 'starting' | 'signed-out' | 'signed-in';

/** Signed in when the refresh cookie still holds a session (a reload), else the login form. */
export function App() {
  const [phase, setPhase] = useState<Phase>('starting');
  useEffect(() => {
    if (!maySignInByCookie()) return setPhase('signed-out');
    void renew().then((ok) => setPhase(ok ? 'signed-in' : 'signed-out'));
  }, []);
  useEffect(() => {
    if (phase === 'starting') return;
    // The first moment a person can act: what the load benchmark measures.
    document.documentElement.dataset.ready = phase;
    performance.mark(`dashboard-${phase}`);
  }, [phase]);

  if (phase === 'starting')
    return (
      <p class="status" role="status">
        Loading…
      </p>
    );
  if (phase === 'signed-out') return <Login onSignedIn={() => setPhase('signed-in')} />;
  return (
    <Dashboard
      onSignOut={async () => {
        await logOut();
        setPhase('signed-out');
      }}
    />
  );
}
