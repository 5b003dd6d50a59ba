import { describe, expect, it } from 'vitest';
import type { CatalogCheck } from '../../../src/domain/ocr/catalog-check.js';
import type { OcrPass } from '../../../src/domain/ocr/ocr-port.js';
import { readVin } from '../../../src/domain/ocr/vin-image-reader.js';
import { lineOf, scriptedOcrPage } from '../../support/ocr-lines.js';
import type { GreyImage } from '../../../src/infra/ocr/image-prep.js';
import type { RotatedRect } from '../../../src/infra/ocr/scene-text/rotated-rect.js';
import { straightened } from '../../../src/infra/ocr/scene-text/straightened.js';

/** A page whose every pixel is its distance along a 30° line through (100, 100), in pixels, capped at 255. */
function pageAlong30(): { page: GreyImage; rect: RotatedRect } {
  const width = 400;
  const height = 300;
  const along = { x: Math.cos(Math.PI / 6), y: Math.sin(Math.PI / 6) };
  const across = { x: -along.y, y: along.x };
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const u = (x + 0.5 - 100) * along.x + (y + 0.5 - 100) * along.y;
      pixels[y * width + x] = Math.max(0, Math.min(255, Math.round(u)));
    }
  return { page: { pixels, width, height }, rect: { origin: { x: 100, y: 100 }, along, across, length: 150, height: 20 } };
}

describe('a text region straightened along its own axes (scene-text/straightened.ts)', () => {
  it('comes out level: each column holds one distance along the tilted line, rising left to right', () => {
    const { page, rect } = pageAlong30();
    const { image } = straightened(page, rect);
    expect(image).toMatchObject({ width: 150, height: 20 });
    for (const x of [5, 70, 140]) {
      const column = Array.from({ length: image.height }, (_, y) => image.pixels[y * image.width + x]!);
      // The page's value at u along the line is about u: the same down the whole column.
      for (const v of column) expect(Math.abs(v - (x + 0.5))).toBeLessThanOrEqual(1.5);
    }
  });

  it('maps a span of the straightened line back onto the tilted rectangle on the page', () => {
    const { page, rect } = pageAlong30();
    const { toPage } = straightened(page, rect);
    const whole = toPage(0, 150);
    // The rectangle's corners: (100, 100), 150 px along at 30°, 20 px across.
    expect(whole.x0).toBeCloseTo(100 - 20 * 0.5, 0);
    expect(whole.y0).toBeCloseTo(100, 0);
    expect(whole.x1).toBeCloseTo(100 + 150 * Math.cos(Math.PI / 6), 0);
    expect(whole.y1).toBeCloseTo(100 + 150 * 0.5 + 20 * Math.cos(Math.PI / 6), 0);
    const firstHalf = toPage(0, 75);
    expect(firstHalf.x1).toBeLessThan(whole.x1 - 50);
  });
});

const VIN = '1HGCM82633A004352';

/** The region the detector finds, shaped like a VIN's line. */
const REGION: RotatedRect = { origin: { x: 10, y: 10 }, along: { x: 1, y: 0 }, across: { x: 0, y: 1 }, length: 390, height: 30 };

/** A page the scene model reads the VIN on; tesseract reads `straightRead` straightened and junk cut out askew. */
function scenePage(straightRead: string) {
  const passes: OcrPass[] = [];
  const page = scriptedOcrPage({
    textBands: () => [{ left: 10, top: 10, width: 390, height: 30 }],
    recognize: async (pass) => {
      passes.push(pass);
      return [lineOf(pass.along ? straightRead : 'KS81 F1SRLYWAE')];
    },
    textRegions: async () => [{ rect: REGION, score: 0.9 }],
    readRegions: async (wanted) => wanted.map(() => lineOf(VIN)),
  });
  return { page, passes };
}

const knowsTheVin: CatalogCheck = async (vins) => new Set(vins.filter((v) => v === VIN));

describe("tesseract's straightened look at the scene model's region", () => {
  it('confirms the VIN the closer looks, cut out askew, did not: read with certainty, no fallback', async () => {
    const { page, passes } = scenePage(VIN);
    const reading = await readVin(page, { inCatalog: knowsTheVin });
    expect(reading).toMatchObject({ vin: VIN, certain: true, verified: true });
    // The three closer looks, then the straightened one along the region with room at its ends.
    expect(passes).toHaveLength(4);
    expect(passes[3]!.along).toMatchObject({ length: REGION.length + REGION.height, height: REGION.height });
  });

  it('that reads something else confirms nothing: the reading goes on to the earlier reader', async () => {
    const { page, passes } = scenePage('SUXWX9C33HK641349');
    const reading = await readVin(page, { inCatalog: knowsTheVin, deadlineMs: 60_000 });
    expect(reading?.certain).toBe(false);
    expect(passes.length).toBeGreaterThan(4);
  });
});
