import type { Conversion } from './catalog-data.js';

/**
 * vPIC's Conversion formulas are tiny expressions over `#x#` (e.g. `#x# / 16.387064`).
 * We read `#x# <op> <number>` only — never eval — and skip anything else.
 */
const FORMULA = /^\s*#x#\s*([*/+-])\s*([0-9]*\.?[0-9]+)\.?\s*$/;

export function applyConversion(formula: string, input: number): number | undefined {
  const m = FORMULA.exec(formula);
  if (!m) return undefined;
  const operand = Number(m[2]);
  switch (m[1]) {
    case '*':
      return input * operand;
    case '/':
      return operand === 0 ? undefined : input / operand;
    case '+':
      return input + operand;
    case '-':
      return input - operand;
    default:
      return undefined;
  }
}

/** Plain decimal text without float noise: 2.4 not 2.4000000000000004. */
export function formatDecimal(value: number): string {
  return String(Number(value.toFixed(10)));
}

/**
 * Fills displacement units missing from `values` (CC ↔ CI ↔ L) in the catalog's conversion
 * order; a value the VIN decoded directly is never overwritten.
 */
export function fillConversions(
  conversions: readonly Conversion[],
  read: (elementId: number) => string | undefined,
  write: (elementId: number, value: string) => void,
): void {
  for (const conversion of conversions) {
    if (read(conversion.toElementId) !== undefined) continue;
    const from = read(conversion.fromElementId);
    if (from === undefined) continue;
    const input = Number(from);
    if (!Number.isFinite(input) || from.trim() === '') continue;
    const output = applyConversion(conversion.formula, input);
    if (output !== undefined && Number.isFinite(output)) write(conversion.toElementId, formatDecimal(output));
  }
}
