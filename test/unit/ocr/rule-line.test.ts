import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../../../src/infra/ocr/image-prep.js';
import { hasRuleAfter } from '../../../src/infra/ocr/rule-line.js';
import type { RotatedRect } from '../../../src/infra/ocr/scene-text/rotated-rect.js';

const WIDTH = 800;
const HEIGHT = 200;

/** Paper with dark rectangles (x0, y0, x1, y1) on it. */
function page(...marks: Array<[number, number, number, number]>): GreyImage {
  const pixels = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (const [x0, y0, x1, y1] of marks) for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) pixels[y * WIDTH + x] = 30;
  return { pixels, width: WIDTH, height: HEIGHT };
}

/** The label's region "VIN:": x 40–120, y 50–80. */
const LABEL: RotatedRect = { origin: { x: 40, y: 50 }, along: { x: 1, y: 0 }, across: { x: 0, y: 1 }, length: 80, height: 30 };
/** Strokes standing for the label's letters. */
const LETTERS: Array<[number, number, number, number]> = [
  [44, 54, 50, 78],
  [60, 54, 66, 78],
  [80, 54, 86, 78],
  [100, 54, 106, 78],
];

describe('a rule to write on after a label', () => {
  it('is found when a long thin line starts just after the label, at its foot', () => {
    expect(hasRuleAfter(page(...LETTERS, [140, 76, 460, 79]), LABEL)).toBe(true);
  });

  it('is found when the line is underscores nearly touching', () => {
    const dashes: Array<[number, number, number, number]> = [];
    for (let x = 140; x < 460; x += 20) dashes.push([x, 77, x + 17, 80]);
    expect(hasRuleAfter(page(...LETTERS, ...dashes), LABEL)).toBe(true);
  });

  it('is not print after the label: letters stand above the foot of the line', () => {
    const print: Array<[number, number, number, number]> = [];
    for (let x = 140; x < 460; x += 14) print.push([x, 54, x + 8, 79]);
    expect(hasRuleAfter(page(...LETTERS, ...print), LABEL)).toBe(false);
  });

  it('is not an underline or a box edge that runs under the label too', () => {
    expect(hasRuleAfter(page(...LETTERS, [30, 80, 600, 83]), LABEL)).toBe(false);
  });

  it('is not found on blank paper, nor when the line is too short', () => {
    expect(hasRuleAfter(page(...LETTERS), LABEL)).toBe(false);
    expect(hasRuleAfter(page(...LETTERS, [140, 76, 200, 79]), LABEL)).toBe(false);
  });
});
