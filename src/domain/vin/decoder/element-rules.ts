import type { ElementRow } from '../../../data/catalog/index.js';

/** vPIC element ids with a fixed role in decoding (Element.Id). */
export const ELEMENT = {
  make: 26,
  manufacturer: 27,
  model: 28,
  modelYear: 29,
  vehicleType: 39,
  engineModel: 18,
  displacementCC: 11,
  displacementCI: 12,
  displacementL: 13,
} as const;

/** Elements that come from the WMI, never from patterns. */
const WMI_ELEMENTS = new Set<number>([ELEMENT.make, ELEMENT.manufacturer, ELEMENT.modelYear, ELEMENT.vehicleType]);

/** Free-text elements that keep every matching value, joined with "; ". */
export const NOTE_ELEMENTS = new Set<number>([114, 121, 129, 150, 154, 155, 169, 186]);

export const NOTE_SEPARATOR = '; ';

export interface ElementInfo {
  id: number;
  name: string;
  /** DecodeVinValues variable name (Element.Code). */
  code: string;
  lookupTable: string | null;
  weight: number;
  /** Patterns may supply it: not WMI-sourced, Decode set, not private. */
  patternDecodable: boolean;
  isNote: boolean;
}

export function toElementInfo(row: ElementRow): ElementInfo {
  const lookup = row.lookupTable?.trim();
  return {
    id: row.id,
    name: row.name,
    code: row.code ?? row.name,
    lookupTable: lookup ? lookup : null,
    weight: row.weight ?? 0,
    patternDecodable: !WMI_ELEMENTS.has(row.id) && row.decode !== null && row.decode.trim() !== '' && (row.isPrivate ?? 0) === 0,
    isNote: NOTE_ELEMENTS.has(row.id),
  };
}
