import type { OcrLine, OcrRegion } from './ocr-port.js';

// Where a person looks for what a code is: the print beside it on its line, and the line just
// above. The scene-text detector often finds a label as a region of its own ("PART NO." above
// the code, "INV #" to its left), so reading the code's region alone loses it.

type Rect = OcrRegion['rect'];

/** How far beside a code (in its heights) print still belongs to its field. */
const ROW_REACH = 3;
/** How far above a code (in its heights, centre to top) a line may be its field's name. */
const ABOVE_REACH = 3.5;
/** Print this close above (in heights) overlaps the code's own line rather than standing over it. */
const ABOVE_MIN = 0.25;
/** Regions read around one image's codes at most: the cost stays bounded on a page of tables. */
const MAX_NEIGHBOURS = 8;

/** `s`'s centre and extent along `r`'s line, in `r`'s own frame (start of its line 0, its top 0). */
function placeIn(r: Rect, s: Rect): { u: number; v: number; start: number; end: number } {
  const cx = s.origin.x + (s.along.x * s.length + s.across.x * s.height) / 2;
  const cy = s.origin.y + (s.along.y * s.length + s.across.y * s.height) / 2;
  const dx = cx - r.origin.x;
  const dy = cy - r.origin.y;
  const u = dx * r.along.x + dy * r.along.y;
  const v = dx * r.across.x + dy * r.across.y;
  return { u, v, start: u - s.length / 2, end: u + s.length / 2 };
}

/** `s` stands on `r`'s line, before or after it, near enough to be part of its field. */
function onRowOf(r: Rect, s: Rect): boolean {
  const p = placeIn(r, s);
  if (Math.abs(p.v - r.height / 2) > r.height / 2) return false;
  const reach = ROW_REACH * r.height;
  return (p.end <= r.height && p.end >= -reach) || (p.start >= r.length - r.height && p.start <= r.length + reach);
}

/** `s` is a line just above `r`, across its start: where a form prints a field's name over its value. */
function aboveStartOf(r: Rect, s: Rect): boolean {
  const p = placeIn(r, s);
  return p.v <= -ABOVE_MIN * r.height && p.v >= -ABOVE_REACH * r.height && p.start <= r.length / 3 && p.end >= 0;
}

/**
 * The detector's regions that may say what the codes in `codes` are: beside each on its line,
 * and the line just above its start with what stands beside that ("VIN: | TO BE ASSIGNED").
 * Never one of `codes` itself; at most MAX_NEIGHBOURS, the nearest kinds first.
 */
export function labelNeighbours(codes: readonly Rect[], all: readonly OcrRegion[]): OcrRegion[] {
  const others = all.filter((s) => !codes.includes(s.rect));
  const beside = others.filter((s) => codes.some((r) => onRowOf(r, s.rect)));
  const above = others.filter((s) => codes.some((r) => aboveStartOf(r, s.rect)));
  const besideAbove = others.filter((s) => above.some((a) => a !== s && onRowOf(a.rect, s.rect)));
  return [...new Set([...beside, ...above, ...besideAbove])].slice(0, MAX_NEIGHBOURS);
}

/** Two lines on one row: they share at least half the lower one's height. */
function shareRow(a: OcrLine, b: OcrLine): boolean {
  const overlap = Math.min(a.bbox.y1, b.bbox.y1) - Math.max(a.bbox.y0, b.bbox.y0);
  return overlap >= 0.5 * Math.min(a.bbox.y1 - a.bbox.y0, b.bbox.y1 - b.bbox.y0);
}

/** Two reads of much the same print (overlapping regions): joined, their words would repeat. */
function sameStretch(a: OcrLine, b: OcrLine): boolean {
  const overlap = Math.min(a.bbox.x1, b.bbox.x1) - Math.max(a.bbox.x0, b.bbox.x0);
  return overlap > 0.3 * Math.min(a.bbox.x1 - a.bbox.x0, b.bbox.x1 - b.bbox.x0);
}

/**
 * Lines read region by region, joined into the rows of print they stand on, left to right: what
 * the label rules read as one line ("INV #" and the code beside it). A line alone on its row is
 * returned as it is.
 */
export function rowsOf(lines: readonly OcrLine[]): OcrLine[] {
  const rows: OcrLine[][] = [];
  for (const line of lines) {
    if (line.words.length === 0) continue;
    const row = rows.find((r) => r.some((l) => shareRow(l, line)) && !r.some((l) => sameStretch(l, line)));
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows.map((row) => (row.length === 1 ? row[0]! : joined(row)));
}

function joined(row: OcrLine[]): OcrLine {
  const sorted = [...row].sort((a, b) => a.bbox.x0 - b.bbox.x0);
  return {
    text: sorted.map((l) => l.text).join(' '),
    confidence: Math.min(...sorted.map((l) => l.confidence)),
    bbox: {
      x0: Math.min(...sorted.map((l) => l.bbox.x0)),
      y0: Math.min(...sorted.map((l) => l.bbox.y0)),
      x1: Math.max(...sorted.map((l) => l.bbox.x1)),
      y1: Math.max(...sorted.map((l) => l.bbox.y1)),
    },
    words: sorted.flatMap((l) => l.words),
  };
}
