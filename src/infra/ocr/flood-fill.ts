/**
 * Visits the connected set of pixels around `start` that are ink (`ink`: true) or background
 * (false) in `mask` (non-zero is ink), each once: marks it in `seen` and calls `visit(x, y)`.
 * Four neighbours keep a one-pixel diagonal stroke closed (holes of a glyph); eight join the
 * pixels of one stroke (characters). The caller walks the starts, skipping pixels already seen.
 */
export function floodFill(
  mask: Uint8Array,
  ink: boolean,
  seen: Uint8Array,
  width: number,
  height: number,
  start: number,
  neighbours: 4 | 8,
  visit: (x: number, y: number) => void,
): void {
  const stack = [start];
  seen[start] = 1;
  const member = (q: number) => !seen[q] && (mask[q] !== 0) === ink;
  while (stack.length > 0) {
    const p = stack.pop()!;
    const x = p % width;
    const y = (p - x) / width;
    visit(x, y);
    for (let dy = -1; dy <= 1; dy++) {
      const ny = y + dy;
      if (ny < 0 || ny >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        if ((dx === 0 && dy === 0) || nx < 0 || nx >= width || (neighbours === 4 && dx !== 0 && dy !== 0)) continue;
        const q = ny * width + nx;
        if (member(q)) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
  }
}
