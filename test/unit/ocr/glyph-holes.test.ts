import { describe, expect, it } from 'vitest';
import { holeLayout, holesOf } from '../../../src/infra/ocr/glyph-holes.js';
import { looksLikeSlashedZero } from '../../../src/infra/ocr/glyph-shapes.js';

/** A glyph drawn in code: `inkAt(x, y)` on a w×h grid with a one-pixel background margin. */
function draw(w: number, h: number, inkAt: (x: number, y: number) => boolean): { ink: Uint8Array; width: number; height: number } {
  const width = w + 2;
  const height = h + 2;
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) ink[(y + 1) * width + x + 1] = inkAt(x + 0.5, y + 0.5) ? 1 : 0;
  return { ink, width, height };
}

/** Inside the ring of an ellipse centred (cx, cy) with radii rx, ry and a stroke `t` thick. */
function ring(x: number, y: number, cx: number, cy: number, rx: number, ry: number, t: number): boolean {
  const outer = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
  const inner = ((x - cx) / (rx - t)) ** 2 + ((y - cy) / (ry - t)) ** 2 <= 1;
  return outer && !inner;
}

const W = 16;
const H = 26;
const T = 3;
const zero = (x: number, y: number) => ring(x, y, W / 2, H / 2, W / 2, H / 2, T);
/** The slash of a slashed zero: bottom left to top right, inside the ring. */
const slash = (x: number, y: number) => {
  const inside = ((x - W / 2) / (W / 2)) ** 2 + ((y - H / 2) / (H / 2)) ** 2 <= 1;
  const distance = Math.abs(H * x + W * y - W * H) / Math.hypot(H, W);
  return inside && distance <= T / 2;
};
const eight = (x: number, y: number) => ring(x, y, W / 2, H / 4, W / 2 - 1, H / 4, T) || ring(x, y, W / 2, (3 * H) / 4, W / 2, H / 4, T);
const bee = (x: number, y: number) =>
  x < T ||
  (x < W / 2 && (y < T || y >= H - T || Math.abs(y - H / 2) < T / 2)) ||
  (x >= W / 2 && (ring(x, y, W / 2, H / 4, W / 2, H / 4, T) || ring(x, y, W / 2, (3 * H) / 4, W / 2, H / 4, T)));
/** An A: two legs meeting at the top, a crossbar a little below the middle. */
const ay = (x: number, y: number) => {
  const left = W / 2 - ((W / 2) * y) / H;
  const right = W / 2 + ((W / 2) * y) / H;
  return Math.abs(x - left) < T / 1.5 || Math.abs(x - right) < T / 1.5 || (Math.abs(y - 0.6 * H) < T / 2 && x > left && x < right);
};

describe('hole layout of a glyph', () => {
  it('sees the two side-by-side holes of a slashed zero', () => {
    const g = draw(W, H, (x, y) => zero(x, y) || slash(x, y));
    expect(holesOf(g.ink, g.width, g.height)).toHaveLength(2);
    expect(holeLayout(g.ink, g.width, g.height)).toBe('slashed-zero');
  });

  it('sees the short steep slash of Share Tech Mono, wall to wall across the middle', () => {
    // From the left wall at 68 % of the height to the right wall at 32 %: the holes are one above
    // the other, as in an 8, but the ink between them climbs.
    const steep = (x: number, y: number) => Math.abs(y - (0.68 * H - (0.36 * H * (x - T)) / (W - 2 * T))) <= T / 2 && x > 0 && x < W;
    const g = draw(W, H, (x, y) => zero(x, y) || steep(x, y));
    expect(holeLayout(g.ink, g.width, g.height)).toBe('slashed-zero');
  });

  it('does not take a level bar tilted by the photo (5°) for a slash', () => {
    const tilted = (x: number, y: number) => Math.abs(y - H / 2 - Math.tan((5 * Math.PI) / 180) * (x - W / 2)) <= T / 2;
    const g = draw(W, H, (x, y) => zero(x, y) || tilted(x, y));
    expect(holeLayout(g.ink, g.width, g.height)).toBe('stacked');
  });

  it('sees stacked holes in an 8 and a B', () => {
    for (const glyph of [eight, bee]) {
      const g = draw(W, H, glyph);
      expect(holeLayout(g.ink, g.width, g.height)).toBe('stacked');
    }
  });

  it('sees one hole in an A and in a zero without a slash, none in a 1', () => {
    const a = draw(W, H, ay);
    expect(holeLayout(a.ink, a.width, a.height)).toBe('one');
    const plain = draw(W, H, zero);
    expect(holeLayout(plain.ink, plain.width, plain.height)).toBe('one');
    const one = draw(W, H, (x) => Math.abs(x - W / 2) < T / 2);
    expect(holeLayout(one.ink, one.width, one.height)).toBe('none');
  });

  it('ignores specks: a one-pixel gap in a stroke is not a hole', () => {
    const g = draw(W, H, (x, y) => !(Math.floor(x) === 3 && Math.floor(y) === 3) && (x < 8 || y < 8));
    expect(holeLayout(g.ink, g.width, g.height)).toBe('none');
  });
});

describe('slashed zero in a grey raster', () => {
  /** The glyph at (10, 6) in a 40×40 raster, `ink` and `paper` grey levels. */
  function raster(glyph: (x: number, y: number) => boolean, ink: number, paper: number) {
    const g = draw(W, H, glyph);
    const width = 40;
    const pixels = new Uint8Array(width * width).fill(paper);
    for (let y = 0; y < g.height; y++) for (let x = 0; x < g.width; x++) if (g.ink[y * g.width + x]) pixels[(6 + y) * width + 10 + x] = ink;
    return { raster: { pixels, width, height: width }, box: { x0: 11, y0: 7, x1: 11 + W, y1: 7 + H } };
  }

  it('finds it dark on light and light on dark, and not in an 8', () => {
    const dark = raster((x, y) => zero(x, y) || slash(x, y), 30, 220);
    expect(looksLikeSlashedZero(dark.raster, dark.box)).toBe(true);
    const light = raster((x, y) => zero(x, y) || slash(x, y), 230, 40);
    expect(looksLikeSlashedZero(light.raster, light.box)).toBe(true);
    const eightOnPaper = raster(eight, 30, 220);
    expect(looksLikeSlashedZero(eightOnPaper.raster, eightOnPaper.box)).toBe(false);
  });

  it('does not judge glyphs too small to tell', () => {
    const tiny = { pixels: new Uint8Array(100).fill(200), width: 10, height: 10 };
    expect(looksLikeSlashedZero(tiny, { x0: 1, y0: 1, x1: 8, y1: 9 })).toBe(false);
  });
});
