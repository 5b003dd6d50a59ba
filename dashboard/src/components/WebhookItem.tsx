import { useState } from 'preact/hooks';
import { execute } from '../api/graphql';
import { DeleteWebhookMutation, RotateWebhookSecretMutation, SendTestWebhookMutation, UpdateWebhookMutation } from '../api/operations';
import type { DashboardWebhooksQuery } from '../gql/graphql';
import { Deliveries } from './Deliveries';
import { EventChoice } from './EventChoice';
import { messageOf } from './useLoad';
import { textField } from '../format';

type Hook = DashboardWebhooksQuery['webhooks'][number];

export function WebhookItem({ hook, onChanged, onSecret }: { hook: Hook; onChanged(): Promise<void>; onSecret(secret: string): void }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const [note, setNote] = useState<string>();
  const [showDeliveries, setShowDeliveries] = useState(0);

  async function act(work: () => Promise<string | void>) {
    try {
      setNote((await work()) ?? undefined);
    } catch (e) {
      setNote(messageOf(e));
    }
  }

  function save(event: Event) {
    event.preventDefault();
    const data = new FormData(event.currentTarget as HTMLFormElement);
    const input = { url: textField(data, 'url'), events: data.getAll('events').map(String), enabled: data.get('enabled') === 'on' };
    void act(async () => {
      await execute(UpdateWebhookMutation, { id: hook.id, input });
      setMode('view');
      await onChanged();
      return 'Saved.';
    });
  }

  const test = () =>
    act(async () => {
      await execute(SendTestWebhookMutation, { id: hook.id });
      setShowDeliveries((n) => n + 1);
      return 'A webhook.test event is on its way.';
    });
  const rotate = () =>
    act(async () => {
      onSecret((await execute(RotateWebhookSecretMutation, { id: hook.id })).rotateWebhookSecret.secret);
    });
  const remove = () =>
    act(async () => {
      await execute(DeleteWebhookMutation, { id: hook.id });
      await onChanged();
    });

  return (
    <li class="card" aria-label={`Webhook ${hook.url}`}>
      <p class="mono wrap">{hook.url}</p>
      <p>
        {hook.enabled ? 'Enabled' : `Disabled${hook.disabledReason ? `: ${hook.disabledReason}` : ''}`} · {hook.events.join(', ')}
      </p>
      {mode === 'edit' ? (
        <form onSubmit={save}>
          <label for={`url-${hook.id}`}>Endpoint URL</label>
          <input id={`url-${hook.id}`} name="url" type="url" required defaultValue={hook.url} />
          <EventChoice idPrefix={hook.id} selected={hook.events} />
          <div class="check">
            <input type="checkbox" id={`enabled-${hook.id}`} name="enabled" defaultChecked={hook.enabled} />
            <label for={`enabled-${hook.id}`}>Enabled</label>
          </div>
          <div class="row">
            <button type="submit">Save</button>
            <button type="button" class="secondary" onClick={() => setMode('view')}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div class="row">
          <button type="button" class="secondary" onClick={() => setMode('edit')}>
            Edit
          </button>
          <button type="button" class="secondary" onClick={test} disabled={!hook.enabled}>
            Send test event
          </button>
          <button type="button" class="secondary" onClick={rotate}>
            Rotate secret
          </button>
          <button type="button" class="secondary" onClick={() => setShowDeliveries((n) => n + 1)}>
            Recent deliveries
          </button>
          {mode === 'confirm-delete' ? (
            <>
              <button type="button" class="danger" onClick={remove}>
                Yes, delete this webhook
              </button>
              <button type="button" class="secondary" onClick={() => setMode('view')}>
                Cancel
              </button>
            </>
          ) : (
            <button type="button" class="danger" onClick={() => setMode('confirm-delete')}>
              Delete
            </button>
          )}
        </div>
      )}
      {note && <p role="status">{note}</p>}
      {showDeliveries > 0 && <Deliveries id={hook.id} version={showDeliveries} />}
    </li>
  );
}
