import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { textPath } from '../../../bench/ocr/fonts.js';
import { vinLikeWords } from '../../../src/domain/ocr/vin-lines.js';
import { decodeGrey } from '../../../src/infra/ocr/image-prep.js';
import { findTextLines } from '../../../src/infra/ocr/text-lines.js';

const VIN = '4TM44RPH8E6982174';
const SMALL_PRINT = [
  'MFD. BY: MOTOR COMPANY',
  'DATE: 02/12   GVWR: 2,624 KG (5,785 LB)',
  'THIS VEHICLE CONFORMS TO ALL APPLICABLE U.S. FEDERAL MOTOR VEHICLE',
  'SAFETY, BUMPER, AND THEFT PREVENTION STANDARDS IN EFFECT ON THE',
];

/**
 * A certification label as photographed: small print, the VIN a little larger, a barcode below,
 * under a light falling off from left to right and a glare band, on a dark car body.
 */
async function label(options: { light: boolean }) {
  const ink = options.light ? '#e8e8e8' : '#1a1a1a';
  const paper = options.light ? '#202020' : '#d8d4c8';
  const print = SMALL_PRINT.map((text, i) => `<path d="${textPath('dejavuSansBold', text, 60, 60 + i * 22, 15).d}"/>`).join('');
  const prefix = textPath('dejavuSansBold', 'VIN:', 60, 175, 19);
  const vin = textPath('dejavuMonoBold', VIN, 60 + prefix.width + 10, 175, 21);
  const bars = Array.from({ length: 60 }, (_, i) => `<rect x="${60 + i * 7}" y="190" width="${1 + (i % 3)}" height="34"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="280">
    <defs><linearGradient id="fall"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="#303438"/>
    <rect x="40" y="30" width="680" height="215" fill="${paper}"/>
    <g fill="${ink}">${print}<path d="${prefix.d}"/><path d="${vin.d}"/>${bars}</g>
    <rect width="100%" height="100%" fill="url(#fall)"/>
    <rect x="180" y="0" width="60" height="280" fill="#fff" fill-opacity="0.35"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).blur(0.7).png().toBuffer();
  const grey = await decodeGrey(png, 40e6);
  return { grey, vinBox: { left: 60 + prefix.width + 10, top: 175 - 16, width: vin.width, height: 16 } };
}

describe('text lines found without OCR', () => {
  it.each([false, true])('rank a label’s VIN first among its runs of about 17 characters (light text: %s)', async (light) => {
    const { grey, vinBox } = await label({ light });
    const lines = findTextLines(grey.pixels, grey.width, grey.height);
    // The four lines of small print, the VIN's line; the barcode is no line of characters.
    expect(lines.filter((l) => l.polarity === (light ? 'light' : 'dark')).length).toBeGreaterThanOrEqual(5);
    const [first] = vinLikeWords(lines);
    expect(first).toBeDefined();
    // The box holds the VIN: within a few pixels of where it was drawn, and no other line.
    expect(Math.abs(first!.left - vinBox.left)).toBeLessThan(8);
    expect(Math.abs(first!.left + first!.width - (vinBox.left + vinBox.width))).toBeLessThan(8);
    expect(first!.top).toBeGreaterThan(vinBox.top - 6);
    expect(first!.top + first!.height).toBeLessThan(vinBox.top + vinBox.height + 6);
  });

  it('finds no line in grain alone', async () => {
    const noise = Buffer.alloc(600 * 300);
    let seed = 7;
    for (let i = 0; i < noise.length; i++)
      noise[i] = 128 + Math.round(40 * ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5));
    const lines = findTextLines(noise, 600, 300);
    expect(vinLikeWords(lines)).toEqual([]);
  });
});
