import { describe, expect, it } from 'vitest';
import { SHAPE_B_FIELDS, SHAPE_B_SOURCE_FIELDS, toShapeB, type Vehicle } from '../../../src/domain/vin/decoder/index.js';

/** A vehicle whose every field is null, noting each field toShapeB reads (null makes `trim ?? trim2` read both). */
function recordingVehicle(): { vehicle: Vehicle; read: Set<string> } {
  const read = new Set<string>();
  const vehicle = new Proxy({} as Vehicle, {
    get(_target, key) {
      if (typeof key === 'string') read.add(key);
      return null;
    },
  });
  return { vehicle, read };
}

describe('shape B field list', () => {
  it('names the fields toShapeB writes, in its order (the bulk job CSV columns)', () => {
    const { vehicle } = recordingVehicle();
    expect(Object.keys(toShapeB(vehicle, '1hgcm82633a004352'))).toEqual([...SHAPE_B_FIELDS]);
  });

  it('gives a REST decode exactly the Vehicle fields toShapeB reads', () => {
    const { vehicle, read } = recordingVehicle();
    toShapeB(vehicle, '1hgcm82633a004352');
    expect([...SHAPE_B_SOURCE_FIELDS].sort()).toEqual([...read].sort());
    expect(SHAPE_B_SOURCE_FIELDS.slice(0, 8)).toEqual(['vin', 'make', 'model', 'modelYear', 'trim', 'trim2', 'series', 'series2']);
  });
});
