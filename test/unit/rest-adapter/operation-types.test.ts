import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationsFor } from '../../../rest-adapter/operations.js';
import { generateOperationTypes, OPERATION_TYPES_FILE } from '../../../rest-adapter/scripts/operation-types.js';

const committed = readFileSync(OPERATION_TYPES_FILE, 'utf8');

/** The body of one generated type alias, e.g. `DecodeVinShapeBQuery`. */
function typeBody(name: string): string {
  const match = new RegExp(`export type ${name} = (.*?);\\n`, 's').exec(committed);
  if (!match) throw new Error(`no type ${name} in ${OPERATION_TYPES_FILE}`);
  return match[1]!;
}

describe('rest-adapter/operations.generated.ts', () => {
  it('is what codegen makes from schema/schema.graphql and the stored operations (run `npm run rest:types`)', async () => {
    expect(committed).toBe(await generateOperationTypes());
  });

  it('types every stored operation, and nothing else', () => {
    const listed = /export type StoredOperationTypes = \{\n(.*?)\n\};/s.exec(committed)![1]!;
    const typed = [...listed.matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]);
    expect(typed.sort()).toEqual(Object.keys(operationsFor('A')).sort());
  });

  it("types a decode with the fields its response shape selects, each shape's own", () => {
    const shapeA = typeBody('DecodeVinShapeAQuery');
    const shapeB = typeBody('DecodeVinShapeBQuery');
    expect(shapeA).toContain('vehicleType: string | null');
    expect(shapeA).not.toContain('plantCity');
    expect(shapeB).toContain('plantCity: string | null');
    expect(shapeB).not.toContain('vehicleType');
  });
});
