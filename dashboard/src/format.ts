/** Instants as UTC (the quota day is the UTC day), e.g. "2026-03-01 09:00 UTC". */
export function utc(iso: string | null | undefined): string {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '—';
}

export function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** What a decode warning means, in words a person can act on. */
export const WARNING_TEXT: Record<string, string> = {
  CHECK_DIGIT_MISMATCH: 'The check digit (position 9) does not match: make sure the VIN was copied correctly.',
  MODEL_YEAR_MISMATCH: 'The model year given does not fit position 10.',
  MODEL_YEAR_UNDETERMINED: 'Position 10 holds no model-year code; decoded across all years.',
  MODEL_YEAR_INCONCLUSIVE: 'Two model years were possible; the better-matching one was chosen.',
  UNUSED_POSITIONS: 'Some positions matched no catalog pattern.',
  NO_DETAILED_DATA: 'Only the manufacturer is known.',
  OCR_UNVERIFIED: 'The photo was not read the same way twice: check the VIN against the plate.',
  OCR_CORRECTED: 'Some characters were corrected to make a valid VIN.',
};

/** A text field of a submitted form ('' when absent; a file field is not text). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
