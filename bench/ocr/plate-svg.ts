import sharp from 'sharp';
import { textPath, type FontName } from './fonts.js';
import type { Rng } from './random.js';

/**
 * A VIN plate or a VIN struck into metal: stamped (engraved, a dark stroke with a light edge),
 * embossed (raised: the light edge on the other side) or dot-peen (characters made of dots).
 * Only the VIN, often framed by stars, on brushed-metal grey.
 */
export type PlateStyle = 'stamped' | 'embossed' | 'dotpeen';

export async function plateSvg(
  vin: string,
  style: PlateStyle,
  vinFont: FontName,
  rng: Rng,
): Promise<{ svg: string; width: number; height: number }> {
  const size = rng.between(48, 60);
  const text = rng.chance(0.5) ? `*${vin}*` : vin;
  const probe = textPath(vinFont, text, 0, 0, size, 0.06);
  const width = Math.ceil(probe.width + 120);
  const height = Math.ceil(size * 2.6);
  const base = rng.int(130, 175);
  const metal = `rgb(${base},${base + 3},${base + 6})`;
  const x = 60;
  const y = Math.round(height / 2 + size * 0.36);
  const streaks = Array.from({ length: 40 }, () => {
    const sy = rng.between(0, height);
    const shade = rng.int(base - 25, base + 25);
    return `<line x1="0" y1="${sy.toFixed(1)}" x2="${width}" y2="${(sy + rng.between(-3, 3)).toFixed(1)}" stroke="rgb(${shade},${shade},${shade})" stroke-width="${rng.between(0.5, 2).toFixed(1)}" opacity="0.5"/>`;
  }).join('');
  let glyphs: string;
  if (style === 'dotpeen') {
    glyphs = await dotGlyphs(text, vinFont, x, y, size, base - 95);
  } else {
    const d = textPath(vinFont, text, x, y, size, 0.06).d;
    const dark = `rgb(${base - 90},${base - 90},${base - 88})`;
    const light = `rgb(${Math.min(255, base + 70)},${Math.min(255, base + 70)},${Math.min(255, base + 72)})`;
    const off = rng.between(1.2, 2.5);
    const [first, second] = style === 'stamped' ? [light, dark] : [dark, light];
    glyphs = `<path d="${d}" fill="${first}" transform="translate(${off.toFixed(1)},${off.toFixed(1)})"/><path d="${d}" fill="${second}"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${metal}"/>${streaks}
  <circle cx="22" cy="${height / 2}" r="9" fill="rgb(${base - 40},${base - 40},${base - 40})"/>
  <circle cx="${width - 22}" cy="${height / 2}" r="9" fill="rgb(${base - 40},${base - 40},${base - 40})"/>
  ${glyphs}
</svg>`;
  return { svg, width, height };
}

/** Dot-peen: rasterise the text coarsely and strike one round dot per inked cell. */
async function dotGlyphs(text: string, vinFont: FontName, x: number, y: number, size: number, shade: number): Promise<string> {
  const pitch = size / 9;
  const path = textPath(vinFont, text, x, y, size, 0.1);
  const w = Math.ceil(x + path.width + 10);
  const h = Math.ceil(y + size * 0.4);
  const cols = Math.ceil(w / pitch);
  const rows = Math.ceil(h / pitch);
  const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${cols}" height="${rows}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="black"/><path d="${path.d}" fill="white"/></svg>`;
  const { data } = await sharp(Buffer.from(mask)).greyscale().raw().toBuffer({ resolveWithObject: true });
  const dots: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (data[r * cols + c]! > 110)
        dots.push(
          `<circle cx="${((c + 0.5) * pitch).toFixed(1)}" cy="${((r + 0.5) * pitch).toFixed(1)}" r="${(pitch * 0.42).toFixed(1)}"/>`,
        );
    }
  }
  return `<g fill="rgb(${shade},${shade},${shade})">${dots.join('')}</g>`;
}
