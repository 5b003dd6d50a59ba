import sharp from 'sharp';
import type { Rng } from './random.js';

/** What a phone photo does to a label: how strongly each effect is applied. */
export interface Degradation {
  rotateDeg: number;
  /** Horizontal and vertical shear, a cheap stand-in for a photo taken at an angle. */
  shear: [number, number];
  blurSigma: number;
  noiseSigma: number;
  /** 1 keeps the contrast; lower squeezes every tone towards grey. */
  contrast: number;
  lightOnDark: boolean;
  /** Final width relative to the drawn one. */
  scale: number;
  jpegQuality: number | null;
}

export function cleanDegradation(rng: Rng): Degradation {
  return {
    rotateDeg: rng.between(-1.5, 1.5),
    shear: [0, 0],
    blurSigma: rng.chance(0.5) ? rng.between(0.3, 0.6) : 0,
    noiseSigma: rng.between(0, 5),
    contrast: 1,
    lightOnDark: false,
    scale: rng.between(0.8, 1.1),
    jpegQuality: rng.chance(0.6) ? rng.int(80, 95) : null,
  };
}

export function hardDegradation(rng: Rng): Degradation {
  return {
    rotateDeg: rng.between(-7, 7),
    shear: [rng.between(-0.12, 0.12), rng.between(-0.06, 0.06)],
    blurSigma: rng.between(0.7, 1.8),
    noiseSigma: rng.between(6, 18),
    contrast: rng.chance(0.4) ? rng.between(0.35, 0.6) : 1,
    lightOnDark: rng.chance(0.25),
    scale: rng.between(0.6, 1.0),
    jpegQuality: rng.int(25, 60),
  };
}

/** Applies the degradation to a drawn image, placing it on a car-body background first. */
export async function degrade(image: Buffer, d: Degradation, rng: Rng): Promise<{ bytes: Buffer; format: 'png' | 'jpeg' }> {
  let img = sharp(image).flatten({ background: '#ffffff' });
  if (d.lightOnDark) img = img.negate({ alpha: false });
  const drawn = await img.png().toBuffer({ resolveWithObject: true });
  const body = rng.pick([
    [40, 44, 52],
    [120, 20, 24],
    [200, 200, 205],
    [25, 60, 110],
    [90, 90, 90],
  ] as const);
  const margin = Math.round(drawn.info.width * rng.between(0.05, 0.15));
  let out = sharp(drawn.data)
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: { r: body[0], g: body[1], b: body[2] } })
    .rotate(d.rotateDeg, { background: { r: body[0], g: body[1], b: body[2] } });
  if (d.shear[0] !== 0 || d.shear[1] !== 0) {
    out = sharp(await out.png().toBuffer()).affine(
      [
        [1, d.shear[0]],
        [d.shear[1], 1],
      ],
      { background: { r: body[0], g: body[1], b: body[2] } },
    );
  }
  const shaped = await out.png().toBuffer({ resolveWithObject: true });
  let pipeline = sharp(shaped.data).resize({ width: Math.max(200, Math.round(shaped.info.width * d.scale)) });
  if (d.blurSigma >= 0.3) pipeline = pipeline.blur(d.blurSigma);
  if (d.contrast < 1) pipeline = pipeline.linear(d.contrast, 128 * (1 - d.contrast));
  const raw = await pipeline.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels: Buffer = d.noiseSigma > 0 ? addNoise(raw.data, d.noiseSigma, rng) : raw.data;
  const final = sharp(pixels, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } });
  if (d.jpegQuality !== null) return { bytes: await final.jpeg({ quality: d.jpegQuality }).toBuffer(), format: 'jpeg' };
  return { bytes: await final.png().toBuffer(), format: 'png' };
}

function addNoise(data: Buffer, sigma: number, rng: Rng): Buffer {
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) out[i] = Math.max(0, Math.min(255, Math.round(data[i]! + rng.gauss() * sigma)));
  return out;
}
