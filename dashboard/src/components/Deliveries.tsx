import { useCallback } from 'preact/hooks';
import { execute } from '../api/graphql';
import { WebhookDeliveriesQuery } from '../api/operations';
import { utc } from '../format';
import { useLoad } from './useLoad';

/** The newest deliveries of one endpoint; `version` changes to load them again. */
export function Deliveries({ id, version }: { id: string; version: number }) {
  const deliveries = useLoad(useCallback(() => execute(WebhookDeliveriesQuery, { id, limit: 10 }), [id, version]));
  if (deliveries.error)
    return (
      <p class="error" role="alert">
        {deliveries.error}
      </p>
    );
  if (!deliveries.data) return <p role="status">Loading deliveries…</p>;
  const rows = deliveries.data.webhookDeliveries;
  if (rows.length === 0) return <p>No deliveries yet.</p>;
  return (
    <div class="scroll">
      <table>
        <caption>Recent deliveries</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last answer</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.id}>
              <td>{d.eventType}</td>
              <td>{d.status}</td>
              <td>{d.attempts}</td>
              <td>{d.lastResponseCode ?? d.lastError ?? '—'}</td>
              <td>{utc(d.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
