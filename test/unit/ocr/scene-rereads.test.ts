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
    expect(isNearMiss(line('1HG CM826 3 3A 00435'))).toBe(true); // spaced as labels print it
  });

  it('leaves lines of words and short numbers alone', () => {
    expect(isNearMiss(line('TIRE AND LOADING INFORMATION'))).toBe(false);
    expect(isNearMiss(line('GVWR: 2186 KG (4819 LB)'))).toBe(false);
    expect(isNearMiss(line('ANTI-THEFT PARTS MARKING'))).toBe(false);
    expect(isNearMiss(line(''))).toBe(false);
  });

  it('reads the region inverted, with room at its ends, and the lines an enlarged crop of it holds', async () => {
    const region = level(100, 50, 340, 30);
    const within = [level(110, 58, 320, 16), level(120, 60, 20, 14) /* a speck, not line-shaped */];
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
      { rect: within[0]!.rect },
      { rect: within[0]!.rect, invert: true },
    ]);
  });
});
