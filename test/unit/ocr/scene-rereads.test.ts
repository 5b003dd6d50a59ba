import { describe, expect, it } from 'vitest';
import type { OcrLine, OcrPage, OcrRegion } from '../../../src/domain/ocr/ocr-port.js';
import { isNearMiss, secondReadRegions } from '../../../src/domain/ocr/scene-rereads.js';

/** A line as the scene reader returns it: words split at spaces and punctuation. */
function line(text: string): OcrLine {
  const bbox = { x0: 0, y0: 0, x1: 10, y1: 10 };
  const words = text
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => ({ text: w, confidence: 90, bbox, symbols: [...w].map((c) => ({ text: c, confidence: 90 })) }));
  return { text, confidence: 90, bbox, words };
}

const level = (x: number, y: number, length: number, height: number): OcrRegion => ({
  rect: { origin: { x, y }, along: { x: 1, y: 0 }, across: { x: 0, y: 1 }, length, height },
  score: 0.9,
});

describe('which first reads of the scene model are read again', () => {
  it('reads again a VIN read a character short or long, or failing its check digit', () => {
    expect(isNearMiss(line('69BLSFW3D16289L'))).toBe(true); // two characters lost at the ends
    expect(isNearMiss(line('ZHVBM5VZ1HH193148'))).toBe(true); // 17, the check digit fails
    expect(isNearMiss(line('VIN:KUB89H3K0289212'))).toBe(true); // glued to its label
    expect(isNearMiss(line('1HGCM826 33A00435'))).toBe(true); // a space read into it
    expect(isNearMiss(line('wvwzzz1kz6w12345'))).toBe(true); // capitals like their small letters read small
  });

  it('leaves lines of words and short numbers alone', () => {
    expect(isNearMiss(line('TIRE AND LOADING INFORMATION'))).toBe(false);
    expect(isNearMiss(line('GVWR: 2186 KG (4819 LB)'))).toBe(false);
    expect(isNearMiss(line('ANTI-THEFT PARTS MARKING'))).toBe(false);
    // Tyre sizes and pressures: long runs of letters and digits, but a label's words among them.
    expect(isNearMiss(line('P235/65R17 103T 213kPa, 31PSI'))).toBe(false);
    expect(isNearMiss(line('exceed 393kg or 866lbs.'))).toBe(false);
    expect(isNearMiss(line('GVWR:2251KG(4962LB)'))).toBe(false);
    expect(isNearMiss(line('289KPA(42PSI)COLD'))).toBe(false);
    expect(isNearMiss(line(''))).toBe(false);
  });

  it('reads the region inverted, with room at its ends, and the longest line an enlarged crop of it holds', async () => {
    const region = level(100, 50, 340, 30);
    const within = [level(120, 60, 20, 14) /* a speck, not line-shaped */, level(300, 58, 100, 16), level(110, 58, 320, 16)];
    const asked: Array<OcrRegion['rect']> = [];
    const page = {
      textRegionsWithin: async (rect: OcrRegion['rect']) => {
        asked.push(rect);
        return within;
      },
    } as unknown as OcrPage;
    const regions = await secondReadRegions(page, region);
    expect(asked).toEqual([region.rect]);
    expect(regions).toEqual([
      { rect: region.rect, invert: true },
      // Half the region's height added at each end of the line.
      { rect: { ...region.rect, origin: { x: 85, y: 50 }, length: 370 } },
      { rect: within[2]!.rect },
      { rect: within[2]!.rect, invert: true },
    ]);
  });
});
