import { useCallback, useState } from 'preact/hooks';
import { execute } from '../api/graphql';
import { RegisterWebhookMutation, WebhooksQuery } from '../api/operations';
import { EventChoice } from './EventChoice';
import { NewSecret } from './NewSecret';
import { messageOf, useLoad } from './useLoad';
import { WebhookItem } from './WebhookItem';
import { textField } from '../format';

/** Webhook endpoints (Pro and Business): register, edit, test, rotate the secret, delete. */
export function Webhooks({ allowed }: { allowed: boolean }) {
  if (!allowed) {
    return (
      <section id="webhooks" aria-labelledby="webhooks-title">
        <h2 id="webhooks-title">Webhooks</h2>
        <p>Webhooks are part of the Pro and Business plans.</p>
      </section>
    );
  }
  return <WebhookList />;
}

function WebhookList() {
  const hooks = useLoad(useCallback(() => execute(WebhooksQuery), []));
  const [secret, setSecret] = useState<string>();
  const [error, setError] = useState<string>();

  async function register(event: Event) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    setError(undefined);
    try {
      const { registerWebhook } = await execute(RegisterWebhookMutation, {
        url: textField(data, 'url'),
        events: data.getAll('events').map(String),
      });
      setSecret(registerWebhook.secret);
      form.reset();
      await hooks.reload();
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return (
    <section id="webhooks" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <form onSubmit={register}>
        <label for="webhook-url">Endpoint URL (https)</label>
        <input id="webhook-url" name="url" type="url" required placeholder="https://example.com/hooks/vin-gateway" />
        <EventChoice idPrefix="new" selected={undefined} />
        <button type="submit">Register webhook</button>
      </form>
      {secret && <NewSecret label="signing secret" value={secret} onDone={() => setSecret(undefined)} />}
      {(error ?? hooks.error) && (
        <p class="error" role="alert">
          {error ?? hooks.error}
        </p>
      )}
      {hooks.data && hooks.data.webhooks.length === 0 && <p>No webhooks yet.</p>}
      <ul class="cards">
        {hooks.data?.webhooks.map((hook) => (
          <WebhookItem key={hook.id} hook={hook} onChanged={hooks.reload} onSecret={setSecret} />
        ))}
      </ul>
    </section>
  );
}
