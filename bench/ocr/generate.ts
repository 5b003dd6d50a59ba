import bwipjs from 'bwip-js';
import sharp from 'sharp';
import { cleanDegradation, degrade, hardDegradation, type Degradation } from './degrade.js';
import { FONT_NAMES, type FontName } from './fonts.js';
import { labelSvg } from './label-svg.js';
import { plateSvg, type PlateStyle } from './plate-svg.js';
import { Rng } from './random.js';

export type Difficulty = 'clean' | 'hard';
export type Style = 'label' | PlateStyle;
export type BarcodeKind = 'code39' | 'code128' | 'datamatrix';

export interface Truth {
  vin: string;
  make: string;
}

export interface Sample {
  id: string;
  truth: string;
  difficulty: Difficulty;
  style: Style;
  font: FontName;
  barcode: BarcodeKind | null;
  degradation: Degradation;
  format: 'png' | 'jpeg';
  bytes: Buffer;
}

/** Fonts whose digits and letters a VIN label would plausibly use (a display face only for plates). */
const LABEL_FONTS: FontName[] = FONT_NAMES.filter((f) => f !== 'dejavuSerif');

/** One labelled image, fully determined by (truth, difficulty, seed). */
export async function generateSample(truth: Truth, difficulty: Difficulty, seed: number): Promise<Sample> {
  const rng = new Rng(seed);
  const style: Style = difficulty === 'clean' ? 'label' : rng.pick<Style>(['label', 'label', 'stamped', 'embossed', 'dotpeen']);
  const vinFont = rng.pick(style === 'label' ? LABEL_FONTS : FONT_NAMES);
  const barcode =
    style === 'label' && rng.chance(difficulty === 'clean' ? 0.4 : 0.3) ? rng.pick<BarcodeKind>(['code39', 'code128', 'datamatrix']) : null;
  const drawn = style === 'label' ? await drawLabel(truth, vinFont, barcode, rng) : await drawPlate(truth.vin, style, vinFont, rng);
  const degradation = difficulty === 'clean' ? cleanDegradation(rng) : hardDegradation(rng);
  const { bytes, format } = await degrade(drawn, degradation, rng);
  return { id: `${difficulty}-${seed}`, truth: truth.vin, difficulty, style, font: vinFont, barcode, degradation, format, bytes };
}

async function drawLabel(truth: Truth, vinFont: FontName, barcode: BarcodeKind | null, rng: Rng): Promise<Buffer> {
  const textFont = rng.pick<FontName>(['dejavuSansBold', 'dejavuCondensed', 'robotoMono', 'oswald']);
  const layout = labelSvg(truth.vin, truth.make, vinFont, textFont, rng);
  const base = sharp(Buffer.from(layout.svg));
  if (!barcode) return base.png().toBuffer();
  // Code 39 labels often prefix an 'I' (import) to the VIN; the reader must cope with it.
  const text = barcode === 'code39' && rng.chance(0.5) ? `I${truth.vin}` : truth.vin;
  const symbol = await bwipjs.toBuffer({ bcid: barcode, text, scale: barcode === 'datamatrix' ? 5 : 2, height: 14, includetext: false });
  const meta = await sharp(symbol).metadata();
  const left = barcode === 'datamatrix' ? layout.width - (meta.width ?? 0) - 50 : layout.barcodeAt.left;
  const top = barcode === 'datamatrix' ? 40 : layout.barcodeAt.top;
  const fitted =
    (meta.width ?? 0) > layout.barcodeAt.maxWidth ? await sharp(symbol).resize({ width: layout.barcodeAt.maxWidth }).toBuffer() : symbol;
  return base
    .composite([{ input: fitted, left, top }])
    .png()
    .toBuffer();
}

async function drawPlate(vin: string, style: PlateStyle, vinFont: FontName, rng: Rng): Promise<Buffer> {
  const plate = await plateSvg(vin, style, vinFont, rng);
  return sharp(Buffer.from(plate.svg)).png().toBuffer();
}
