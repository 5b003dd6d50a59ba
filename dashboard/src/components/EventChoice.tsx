const EVENTS: Array<[string, string]> = [
  ['quota.threshold', 'Quota thresholds (80 %, 90 %, 100 % of the day)'],
  ['api_key.revoked', 'An API key was revoked'],
  ['subscription.updated', 'Plan, overage or account state changed'],
  ['batch_job.completed', 'A bulk decode job ended (succeeded or failed)'],
];

/** The event kinds as checkboxes named `events`; all checked for a new endpoint. */
export function EventChoice({ idPrefix, selected }: { idPrefix: string; selected: string[] | undefined }) {
  return (
    <fieldset>
      <legend>Events</legend>
      {EVENTS.map(([value, text]) => (
        <div class="check" key={value}>
          <input
            type="checkbox"
            id={`${idPrefix}-${value}`}
            name="events"
            value={value}
            defaultChecked={selected ? selected.includes(value) : true}
          />
          <label for={`${idPrefix}-${value}`}>
            {text} <code>{value}</code>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
