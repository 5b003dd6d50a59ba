import type { DashboardOverviewQuery } from '../gql/graphql';
import { count } from '../format';

type Day = DashboardOverviewQuery['usageHistory'][number];

const WIDTH = 300;
const HEIGHT = 100;
/** Room for the axis labels: the count scale on the left, the first and last day below. */
const LEFT = 34;
const BOTTOM = 14;
const TOP = 4;
const PLOT_W = WIDTH - LEFT;
const PLOT_H = HEIGHT - BOTTOM - TOP;

/** Decodes per day as bars (overage stacked on top), with labelled axes and the same numbers as a table. */
export function UsageChart({ days }: { days: Day[] }) {
  const highest = Math.max(0, ...days.map((d) => d.used + d.overage));
  const peak = Math.max(1, highest);
  const step = PLOT_W / Math.max(1, days.length);
  const total = days.reduce((sum, d) => sum + d.used + d.overage, 0);
  const baseline = TOP + PLOT_H;
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="chart-caption">
        <g class="axis" aria-hidden="true">
          <line x1={LEFT} y1={TOP} x2={LEFT} y2={baseline} />
          <line x1={LEFT} y1={baseline} x2={WIDTH} y2={baseline} />
          <text x={LEFT - 3} y={TOP + 6} text-anchor="end">
            {count(peak)}
          </text>
          <text x={LEFT - 3} y={baseline} text-anchor="end">
            0
          </text>
          <text x={4} y={TOP + PLOT_H / 2 + 3} class="axis-title">
            decodes
          </text>
          {days.length > 0 && (
            <>
              <text x={LEFT} y={HEIGHT - 2}>
                {days[0]!.day.slice(5)}
              </text>
              <text x={WIDTH} y={HEIGHT - 2} text-anchor="end">
                {days[days.length - 1]!.day.slice(5)}
              </text>
              <text x={LEFT + PLOT_W / 2} y={HEIGHT - 2} text-anchor="middle" class="axis-title">
                day (UTC)
              </text>
            </>
          )}
        </g>
        {days.map((d, i) => {
          const used = (d.used / peak) * PLOT_H;
          const over = (d.overage / peak) * PLOT_H;
          return (
            <g key={d.day}>
              <title>{`${d.day}: ${d.used} decodes${d.overage ? `, ${d.overage} overage` : ''}`}</title>
              <rect class="bar-used" x={LEFT + i * step + 1} y={baseline - used} width={Math.max(0, step - 2)} height={used} />
              {d.overage > 0 && (
                <rect class="bar-overage" x={LEFT + i * step + 1} y={baseline - used - over} width={Math.max(0, step - 2)} height={over} />
              )}
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
