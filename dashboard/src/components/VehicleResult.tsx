import type { DashboardDecodeVinQuery } from '../gql/graphql';
import { WARNING_TEXT } from '../format';

type Vehicle = NonNullable<DashboardDecodeVinQuery['decodeVin']>;

export function VehicleResult({ vehicle, source, warnings }: { vehicle: Vehicle; source: string; warnings: string[] }) {
  const rows: Array<[string, string | number | null]> = [
    ['Make', vehicle.make],
    ['Model', vehicle.model],
    ['Model year', vehicle.modelYear],
    ['Trim', vehicle.trim],
    ['Series', vehicle.series],
    ['Vehicle type', vehicle.vehicleType],
    ['Body', vehicle.bodyClass],
    ['Doors', vehicle.doors],
    ['Engine', engine(vehicle.engine)],
    ['Fuel', vehicle.fuelTypePrimary],
    ['Transmission', vehicle.transmission],
    ['Drive', vehicle.driveType],
    ['Manufacturer', vehicle.manufacturer],
    ['Plant', [vehicle.plantCity, vehicle.plantCountry].filter(Boolean).join(', ') || null],
  ];
  return (
    <article class="result" aria-labelledby="result-title">
      <h3 id="result-title">
        <span class="mono" data-testid="decoded-vin">
          {vehicle.vin}
        </span>{' '}
        <small>({source})</small>
      </h3>
      {warnings.length > 0 && (
        <ul class="warnings" aria-label="Warnings">
          {warnings.map((w) => (
            <li key={w}>
              <strong>{w}</strong>: {WARNING_TEXT[w] ?? 'see the API reference.'}
            </li>
          ))}
        </ul>
      )}
      <dl class="facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

function engine(e: Vehicle['engine']): string | null {
  const parts = [
    e.cylinders ? `${e.cylinders} cylinders` : null,
    e.displacementL ? `${e.displacementL} L` : null,
    e.horsepower ? `${Math.round(e.horsepower)} hp` : null,
  ];
  return parts.filter(Boolean).join(', ') || null;
}
