import type { DashboardOverviewQuery } from '../gql/graphql';
import { count } from '../format';

type Day = DashboardOverviewQuery['usageHistory'][number];

const WIDTH = 300;
const HEIGHT = 100;

/** Decodes per day as bars (overage stacked on top), with the same numbers as a table. */
export function UsageChart({ days }: { days: Day[] }) {
  const highest = Math.max(0, ...days.map((d) => d.used + d.overage));
  const peak = Math.max(1, highest);
  const step = WIDTH / Math.max(1, days.length);
  const total = days.reduce((sum, d) => sum + d.used + d.overage, 0);
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="chart-caption">
        {days.map((d, i) => {
          const used = (d.used / peak) * HEIGHT;
          const over = (d.overage / peak) * HEIGHT;
          return (
            <g key={d.day}>
              <title>{`${d.day}: ${d.used} decodes${d.overage ? `, ${d.overage} overage` : ''}`}</title>
              <rect class="bar-used" x={i * step + 1} y={HEIGHT - used} width={step - 2} height={used} />
              {d.overage > 0 && <rect class="bar-overage" x={i * step + 1} y={HEIGHT - used - over} width={step - 2} height={over} />}
            </g>
          );
        })}
      </svg>
      <figcaption id="chart-caption">
        Decodes per day, last {days.length} days (UTC): {count(total)} in all, at most {count(highest)} a day.
      </figcaption>
      <details>
        <summary>Show as a table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Decodes</th>
              <th scope="col">Overage</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td>{count(d.used)}</td>
                <td>{count(d.overage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
