import { useState } from 'preact/hooks';
import { logIn } from '../api/session';
import { messageOf } from './useLoad';
import { textField } from '../format';

export function Login({ onSignedIn }: { onSignedIn(): void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: Event) {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    setBusy(true);
    try {
      await logIn(textField(form, 'email'), textField(form, 'password'));
      onSignedIn();
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  }

  return (
    <main class="login">
      <h1>vin-gateway</h1>
      <form onSubmit={submit} aria-labelledby="login-title">
        <h2 id="login-title">Log in</h2>
        <label for="email">E-mail</label>
        <input id="email" name="email" type="email" autocomplete="username" required />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </main>
  );
}
