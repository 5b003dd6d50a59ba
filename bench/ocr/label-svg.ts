import type { FontName } from './fonts.js';
import { textPath } from './fonts.js';
import type { Rng } from './random.js';

/**
 * A printed VIN label (the door-jamb certification sticker or an under-hood VIN label): the VIN
 * among the text a real label carries (manufacturer, date, weights, conformity statement), so the
 * reader has to find the VIN, not just read a line.
 */
export interface LabelLayout {
  svg: string;
  width: number;
  height: number;
  /** Where a barcode may go (below the VIN line). */
  barcodeAt: { left: number; top: number; maxWidth: number };
}

const STATEMENT = [
  'THIS VEHICLE CONFORMS TO ALL APPLICABLE U.S. FEDERAL MOTOR',
  'VEHICLE SAFETY, BUMPER, AND THEFT PREVENTION STANDARDS IN',
  'EFFECT ON THE DATE OF MANUFACTURE SHOWN ABOVE.',
];

/** Writes the VIN the ways labels do: plain, or grouped with spaces. */
function vinText(vin: string, rng: Rng): string {
  if (rng.chance(0.7)) return vin;
  return `${vin.slice(0, 3)} ${vin.slice(3, 8)} ${vin.slice(8, 9)} ${vin.slice(9, 11)} ${vin.slice(11)}`;
}

export function labelSvg(vin: string, make: string, vinFont: FontName, textFont: FontName, rng: Rng): LabelLayout {
  const width = 900;
  const height = 560;
  const ink = rng.pick(['#111', '#1a1a1a', '#202830', '#2b1d12']);
  const paper = rng.pick(['#ffffff', '#f6f3e8', '#eceff1', '#fdf8dc', '#d9dde0']);
  const month = String(rng.int(1, 12)).padStart(2, '0');
  const year = String(rng.int(0, 25)).padStart(2, '0');
  const gvwr = rng.int(1500, 3800);
  const lines: Array<{ text: string; size: number; y: number; font: FontName }> = [
    { text: `MFD. BY: ${make.toUpperCase()}`.slice(0, 38), size: 30, y: 60, font: textFont },
    { text: `DATE: ${month}/${year}   GVWR: ${gvwr} KG (${Math.round(gvwr * 2.2046)} LB)`, size: 24, y: 105, font: textFont },
    { text: `GAWR FRT: ${rng.int(800, 1900)} KG   GAWR RR: ${rng.int(800, 1900)} KG`, size: 24, y: 145, font: textFont },
    ...STATEMENT.map((text, i) => ({ text, size: 17, y: 190 + i * 24, font: textFont })),
    {
      text: `TYPE: ${rng.pick(['PASS CAR', 'MPV', 'TRUCK', 'MULTIPURPOSE PASS VEH'])}   PAINT: ${rng.pick(['NH731P', 'B-588P', '040', 'UA'])}`,
      size: 22,
      y: 290,
      font: textFont,
    },
  ];
  const prefix = rng.pick(['VIN:', 'VIN', 'V.I.N.', 'VEH. IDENT. NO.']);
  const vinSize = rng.between(34, 44);
  const prefixPath = textPath(textFont, prefix, 40, 350, 26);
  const vinPath = textPath(vinFont, vinText(vin, rng), 40 + prefixPath.width + 18, 350, vinSize, rng.between(0, 0.08));
  const paths = lines.map((l) => textPath(l.font, l.text, 40, l.y, l.size).d);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${paper}"/>
  <rect x="12" y="12" width="${width - 24}" height="${height - 24}" fill="none" stroke="${ink}" stroke-width="3"/>
  <g fill="${ink}">${paths.map((d) => `<path d="${d}"/>`).join('')}<path d="${prefixPath.d}"/><path d="${vinPath.d}"/></g>
</svg>`;
  return { svg, width, height, barcodeAt: { left: 40, top: 375, maxWidth: width - 80 } };
}
