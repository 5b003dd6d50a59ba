import { useCallback, useState } from 'preact/hooks';
import { execute } from '../api/graphql';
import { ApiKeysQuery, CreateApiKeyMutation, RevokeApiKeyMutation } from '../api/operations';
import { textField, utc } from '../format';
import { NewSecret } from './NewSecret';
import { messageOf, useLoad } from './useLoad';

/**
 * Create a key (shown once) and revoke keys; a revoked key stops working at once and stays listed
 * as revoked. "Last used" is read again when the page comes back into view.
 */
export function ApiKeys() {
  const keys = useLoad(
    useCallback(() => execute(ApiKeysQuery), []),
    { fresh: true },
  );
  const [created, setCreated] = useState<string>();
  const [confirming, setConfirming] = useState<string>();
  const [error, setError] = useState<string>();

  async function act(work: () => Promise<void>) {
    setError(undefined);
    try {
      await work();
      await keys.reload();
    } catch (e) {
      setError(messageOf(e));
    }
  }

  function create(event: Event) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const name = textField(new FormData(form), 'name').trim();
    void act(async () => {
      const { createApiKey } = await execute(CreateApiKeyMutation, { name });
      setCreated(createApiKey.key);
      form.reset();
    });
  }

  // Active keys first; revoked ones below them, kept for the record.
  const listed = [...(keys.data?.apiKeys ?? [])].sort((a, b) => Number(a.revoked) - Number(b.revoked));
  return (
    <section id="keys" aria-labelledby="keys-title">
      <h2 id="keys-title">API keys</h2>
      <p class="hint">Send a key in the X-API-Key header from your servers. Keep keys out of browsers and repositories.</p>
      <form class="row" onSubmit={create}>
        <label for="key-name">Name of the new key</label>
        <input id="key-name" name="name" required maxLength={100} placeholder="e.g. billing system" />
        <button type="submit">Create key</button>
      </form>
      {created && <NewSecret label="API key" value={created} onDone={() => setCreated(undefined)} />}
      {(error ?? keys.error) && (
        <p class="error" role="alert">
          {error ?? keys.error}
        </p>
      )}
      {keys.data && listed.length === 0 && <p>No keys yet.</p>}
      {listed.length > 0 && (
        <div class="scroll">
          <table>
            <caption class="visually-hidden">API keys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {listed.map((k) => (
                <tr key={k.id} class={k.revoked ? 'revoked' : undefined}>
                  <td>{k.name}</td>
                  <td class="mono">
                    {k.prefix}…{k.last4}
                  </td>
                  <td>{utc(k.createdAt)}</td>
                  <td>{utc(k.lastUsedAt)}</td>
                  <td>{k.revoked ? 'Revoked' : 'Active'}</td>
                  <td>
                    {k.revoked ? null : confirming === k.id ? (
                      <span class="row">
                        <button
                          type="button"
                          class="danger"
                          onClick={() => act(async () => void (await execute(RevokeApiKeyMutation, { id: k.id })))}
                        >
                          Yes, revoke {k.name}
                        </button>
                        <button type="button" class="secondary" onClick={() => setConfirming(undefined)}>
                          Cancel
                        </button>
                      </span>
                    ) : (
                      <button type="button" class="secondary" onClick={() => setConfirming(k.id)} aria-label={`Revoke ${k.name}`}>
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
